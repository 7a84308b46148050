// casino mirrors check: which mirror domains answer, and how fast. Domains
// from the API are checked like --domain ones, and a malformed one is named
// (escaped: it is the server's text) and skipped.
import { mirrorDomainProblem, unwrap } from '@casino/sdk';
import { z } from 'zod';
import type { CommandModule } from '../command.ts';
import { EXIT, usage } from '../errors.ts';
import { escapeControl, table } from '../output.ts';
import { timeoutMs, wholeNumber } from '../parse.ts';
import { probeAll } from '../probe.ts';

/** The most probes in flight at once: each holds a socket. */
const MAX_CONCURRENCY = 1000;

const schema = z.object({
  domain: z.array(z.string()).optional(),
  timeout: timeoutMs().default(4000),
  concurrency: wholeNumber(1, MAX_CONCURRENCY).default(100),
  scheme: z.enum(['https', 'http'], { message: 'must be https or http' }).default('https'),
  report: z.boolean().default(false),
});

interface CheckResult {
  /** Domain -> ms or null, in the order probed: exactly the body of POST /api/sendAntiBonusResult. */
  results: Record<string, number | null>;
  reported: boolean;
}

/** Fastest first, unreachable last, then by name. */
function sorted(results: Record<string, number | null>): [string, number | null][] {
  return Object.entries(results).sort(([a, x], [b, y]) => {
    if (x === null && y === null) return a.localeCompare(b);
    if (x === null) return 1;
    if (y === null) return -1;
    return x - y || a.localeCompare(b);
  });
}

export const mirrorsCheck: CommandModule<typeof schema, CheckResult> = {
  schema,
  async run(options, ctx) {
    if (options.report) ctx.requireToken('mirrors check --report');
    let domains: string[];
    if (options.domain && options.domain.length > 0) {
      const bad = options.domain.filter((d) => mirrorDomainProblem(d) === 'not a host[:port]');
      if (bad.length > 0) {
        throw usage(
          `--domain ${bad.map((d) => JSON.stringify(d)).join(', ')} is not a host[:port]`,
          'pass bare hosts such as --domain mirror1.example --domain 127.0.0.1:8080 (no scheme or path)',
        );
      }
      const badPort = options.domain.find((d) => mirrorDomainProblem(d) === 'port');
      if (badPort !== undefined) {
        throw usage(
          `--domain ${JSON.stringify(badPort)}: port ${Number(badPort.split(':').at(-1))} is outside 1-65535`,
          'give a port from 1 to 65535, e.g. --domain 127.0.0.1:8080, or none for the scheme default',
        );
      }
      domains = [...new Set(options.domain.map((d) => d.toLowerCase()))];
    } else {
      ctx.requireToken('mirrors check without --domain (GET /api/getMirrorsToCheck)');
      const list = await unwrap(ctx.api().GET('/api/getMirrorsToCheck'));
      domains = [...new Set(list.domains)];
      const bad = domains.filter((d) => mirrorDomainProblem(d) !== null);
      if (bad.length > 0) {
        const named = bad.map((d) => escapeControl(d)).join(', ');
        ctx.out.stderr(`casino: skipping malformed domains from the API: ${named}\n`);
      }
      domains = domains.filter((d) => mirrorDomainProblem(d) === null);
    }

    // The progress line is the CLI's own text (two numbers); its \r and the
    // erase-line sequence are the only control characters it prints on purpose.
    const live = ctx.out.interactive && !ctx.options.json;
    const probed = await probeAll(
      domains,
      { scheme: options.scheme, timeoutMs: options.timeout, concurrency: options.concurrency },
      live ? (done, total) => ctx.out.stderr(`\rprobing mirrors: ${done}/${total}`) : undefined,
    );
    if (live && domains.length > 0) ctx.out.stderr('\r\x1b[2K');

    const results = Object.fromEntries(domains.map((d) => [d, probed.get(d) ?? null]));
    let reported = false;
    if (options.report && domains.length > 0) {
      await unwrap(ctx.api().POST('/api/sendAntiBonusResult', { body: { results } }));
      reported = true;
    }
    return { results, reported };
  },
  render(r) {
    const rows = sorted(r.results);
    if (rows.length === 0) return 'no mirrors to check';
    const lines = table([
      ['domain', 'time'],
      ...rows.map(([d, ms]) => [escapeControl(d), ms === null ? 'unreachable' : `${ms} ms`]),
    ]);
    const up = rows.filter(([, ms]) => ms !== null).length;
    return `${lines}\n\n${up} of ${rows.length} answered${r.reported ? '; results reported' : ''}`;
  },
  toJson: (r) => ({ results: r.results, reported: r.reported }),
  exitCode: (r) => (Object.values(r.results).some((ms) => ms !== null) ? EXIT.ok : EXIT.noMirror),
};
