// Option parsing with zod: every bad value becomes one usage error (exit 2)
// that names the option, the value and what it should be.
import { z } from 'zod';
import { usage } from './errors.ts';
import { COMMAND, FROM_ENV, type RawOptions } from './raw-options.ts';

/**
 * A whole number from `min` to `max`, given as text or number. The bounds are
 * what keeps arithmetic exact and timers sane: Node's timers take at most
 * 2^31-1 ms and fire at once above it, and a count past what is useful only
 * makes a huge output or a long run.
 */
export const wholeNumber = (min: number, max: number, unit = '') => {
  const range = `a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? `is required: ${range}` : `must be ${range}`),
    })
    .transform((value, ctx) => {
      const n =
        typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be ${range}`,
        });
        return z.NEVER;
      }
      return n;
    });
};

/** The longest timeout any command takes: 10 minutes. */
const MAX_TIMEOUT_MS = 600_000;

/** A timeout in milliseconds, 1 to MAX_TIMEOUT_MS. */
export const timeoutMs = () => wholeNumber(1, MAX_TIMEOUT_MS, 'milliseconds');

const flag = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** An option's value as a message may show it: never the token, never a password in a URL. */
function shownValue(key: string, value: unknown): string {
  if (key === 'token') return '"***"';
  // Any option that holds a URL (--api, --sandbox, --doh…): its user and
  // password masked, its query and fragment left out (either may hold a key).
  if (typeof value === 'string')
    return JSON.stringify(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
        ? value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@').replace(/([?#]).*$/s, '$1…')
        : value,
    );
  return JSON.stringify(value);
}

/** Parses `raw` with `schema`; a failure throws a usage error listing every bad option. */
export function parseOptions<T extends z.ZodType>(schema: T, raw: RawOptions): z.output<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const fromEnv = raw[FROM_ENV] ?? {};
  const problems = issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const value = raw[key];
    const shown = value === undefined || value === '' ? '' : ` (got ${shownValue(key, value)})`;
    const variable = fromEnv[key];
    const named = !key ? 'options' : variable ? `${variable} (read for ${flag(key)})` : flag(key);
    return `${named} ${issue.message}${shown}`;
  });
  // A check may carry its own fix (zod's `params.suggestion`); else the help.
  const suggestion = issues
    .map((issue) => (issue as { params?: { suggestion?: string } }).params?.suggestion)
    .find(Boolean);
  const variables = [
    ...new Set(issues.map((issue) => fromEnv[String(issue.path[0] ?? '')]).filter(Boolean)),
  ];
  throw usage(
    problems.join('; '),
    suggestion ??
      (variables.length > 0
        ? `fix or unset ${variables.join(' and ')}, or pass the option itself`
        : `see casino ${raw[COMMAND] ?? '<command>'} --help`),
  );
}
