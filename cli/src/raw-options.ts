// The options commander hands over to a command (program.ts) as parse.ts
// reads them: by attribute name, and under FROM_ENV the environment variable
// each option read from the environment came from, so that a bad value is
// blamed on the variable, not on a flag that was not given, and under
// COMMAND the command's words, for the hint to name its help. Its own module:
// the program's wiring loads it without zod.

/** The key of the options read from the environment. */
export const FROM_ENV: unique symbol = Symbol('options read from the environment');

/** The key of the command's words (`mirrors check`), which a usage hint names. */
export const COMMAND: unique symbol = Symbol('the command');

/** The options handed over, with where those read from the environment came from. */
export type RawOptions = Record<string, unknown> & {
  [FROM_ENV]?: Record<string, string>;
  [COMMAND]?: string;
};
