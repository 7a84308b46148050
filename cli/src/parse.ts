// Option parsing with zod: every bad value becomes one usage error (exit 2)
// that names the option, the value and what it should be.
import { z } from 'zod';
import { usage } from './errors.ts';

/** A whole number of milliseconds (or a count) above zero, given as text or number. */
export const positiveInt = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const n =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number above 0' });
    return z.NEVER;
  }
  return n;
});

const flag = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Parses `raw` with `schema`; a failure throws a usage error listing every bad option. */
export function parseOptions<T extends z.ZodType>(
  schema: T,
  raw: Record<string, unknown>,
): z.output<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const value = raw[key];
    const shown =
      value === undefined ? '' : ` (got ${JSON.stringify(key === 'token' ? '***' : value)})`;
    return `${key ? flag(key) : 'options'} ${issue.message}${shown}`;
  });
  throw usage(problems.join('; '), 'see casino --help');
}
