/** A command line the owner's tools cannot take: exit code 2, with the tool's usage text. */
export class UsageError extends Error {}

export interface ErrorOutput {
  stderr: NodeJS.WritableStream;
}

/**
 * How an owner tool ends on an error: a usage error (ours, or node's parseArgs refusing an option)
 * prints the message and the usage and exits 2; anything else prints the message and exits 1.
 * `shown` makes the message safe for a terminal where it may hold visitor text.
 */
export function exitOnError(
  io: ErrorOutput,
  tool: string,
  usage: string,
  error: unknown,
  shown: (text: string) => string = (text) => text,
): number {
  if (
    error instanceof UsageError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    io.stderr.write(`${tool}: ${error.message}\n\n${usage}\n`);
    return 2;
  }
  io.stderr.write(`${tool}: ${shown(error instanceof Error ? error.message : String(error))}\n`);
  return 1;
}

/** Visitor text reaches a terminal: control and format characters are shown as escapes, never run. */
export const printable = (value: string) =>
  value.replace(/\p{Cc}|\p{Cf}/gu, (ch) => `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`);
