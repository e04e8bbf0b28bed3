// The zxcvbn-ts word lists imported one by one (their packages export them only all together).
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs' {
  const graphs: Record<string, Record<string, (string | null)[]>>;
  export default graphs;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
