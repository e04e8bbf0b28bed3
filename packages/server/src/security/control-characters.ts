/**
 * Control characters (Unicode category Cc: C0, DEL, C1) other than tab and newline: terminal escape
 * sequences, bells, backspaces. Visitor text loses them before it is stored, mailed or printed.
 * For `replace` only (the flag is global).
 */
export const CONTROL_CHARACTERS = /(?![\t\n])\p{Cc}/gu;

/** Every control character, tab and newline included. For `replace` only. */
export const ANY_CONTROL_CHARACTER = /\p{Cc}/gu;
