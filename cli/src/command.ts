// What every command module provides, and the one path that runs it: parse
// the options with zod, run the plain async function, print the result (one
// JSON document on stdout with --json, text otherwise), return the exit code.
// Text for people has its control characters spelled out (render escapes each
// value whole, this escapes the rest but the line breaks); JSON stays exact.
import type { z } from 'zod';
import { type Context, createContext } from './context.ts';
import { EXIT, type ExitCode } from './errors.ts';
import { escapeControl, jsonLine, type Output } from './output.ts';
import { parseOptions } from './parse.ts';

/** A command: its option schema, its work, and how its result is shown. */
export interface CommandModule<S extends z.ZodType, R> {
  /**
   * Parses the command's own options (and argument) as commander hands them
   * over: its definition's fields (optionsSchema of definition.ts).
   */
  schema: S;
  /** The work; testable without argv. */
  run(options: z.output<S>, ctx: Context): Promise<R>;
  /** The result as text for people; every value from a server or a file through escapeControl. */
  render(result: R): string;
  /** The result as the documented JSON document. */
  toJson(result: R): unknown;
  /** The exit code of a result; 0 when absent. */
  exitCode?(result: R): ExitCode;
  /**
   * True for a command that prints as it goes (a watch): its lines were
   * written through the context's output, so the result is not printed again.
   */
  printsItself?: boolean;
}

/** Runs a command module with raw commander options; returns the exit code. Errors propagate to handleError. */
export async function execute<S extends z.ZodType, R>(
  module: CommandModule<S, R>,
  raw: Record<string, unknown>,
  out: Output,
): Promise<ExitCode> {
  const ctx = createContext(raw, out);
  try {
    const options = parseOptions(module.schema, raw);
    const result = await module.run(options, ctx);
    if (module.printsItself) return module.exitCode?.(result) ?? EXIT.ok;
    if (ctx.options.json) out.stdout(jsonLine(module.toJson(result)));
    else out.stdout(`${escapeControl(module.render(result), true)}\n`);
    return module.exitCode?.(result) ?? EXIT.ok;
  } finally {
    // Open connections would keep the process alive after the result.
    await ctx.close();
  }
}
