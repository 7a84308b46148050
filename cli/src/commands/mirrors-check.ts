// casino mirrors check: which mirror domains work, and for those that do not,
// which stage fails and why (the staged probe of mirror-probe/). The list
// comes from --domain and --domains-file, or else from the API; malformed
// names are named (escaped: they are a file's or the server's text) and
// skipped, duplicates probed once. `results` stays exactly the body of
// POST /api/sendAntiBonusResult: ms to the HTTP answer, null unless ok. Its
// options are defined in mirrors-check.definition.ts.
import { ApiError, mirrorDomainProblem, unwrap } from '@casino/sdk';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { apiErrorHint, EXIT, redact, usage } from '../errors.ts';
import { parseDomainList, readDomainsFile, uniqueDomains } from '../mirror-probe/domain-list.ts';
import type { MirrorDetail, StageName } from '../mirror-probe/verdict.ts';
import { escapeControl, table } from '../output.ts';
import { probeAll } from '../probe.ts';
import { mirrorsCheckDefinition } from './mirrors-check.definition.ts';

/** A certificate closer than this to its expiry is mentioned next to an ok mirror. */
const CERT_WARNING_DAYS = 14;

const schema = optionsSchema(mirrorsCheckDefinition);

interface CheckResult {
  /** Domain -> ms or null, in the order probed: exactly the body of POST /api/sendAntiBonusResult. */
  results: Record<string, number | null>;
  /** Domain -> verdict, stages and error. */
  details: Record<string, MirrorDetail>;
  reported: boolean;
  /** Why --report failed (the results are printed all the same, and the exit is 1). */
  reportError?: { message: string; status?: number };
}

/** The stage a failed probe stopped at (its last), or an ok one's slowest. */
function keyStage(detail: MirrorDetail): { name: StageName; ms: number } | undefined {
  const entries = Object.entries(detail.stages) as [StageName, { ms: number }][];
  if (detail.verdict !== 'ok') {
    const last = entries.at(-1);
    return last && { name: last[0], ms: last[1].ms };
  }
  return entries.reduce<{ name: StageName; ms: number } | undefined>(
    (slowest, [name, s]) => (slowest && slowest.ms >= s.ms ? slowest : { name, ms: s.ms }),
    undefined,
  );
}

/** The last column of a row: an ok mirror's slowest stage, or where and why a mirror failed. */
function stageCell(detail: MirrorDetail): string {
  const stage = keyStage(detail);
  if (detail.verdict !== 'ok')
    return stage
      ? `${stage.name}: ${(detail.error ?? '').replace(` (${stage.name} stage)`, '')}`
      : (detail.error ?? '');
  const days = detail.stages.tls?.daysLeft;
  const warning =
    days !== undefined && days < CERT_WARNING_DAYS ? `; certificate expires in ${days} days` : '';
  // A DoH look-up that failed leaves the mirror ok (the system resolver
  // answered) but its cross-check undone: said, not only in the JSON.
  const dohError = detail.stages.dns?.doh?.error;
  const doh = dohError ? `; DoH check not done: ${dohError}` : '';
  return `slowest: ${stage ? `${stage.name} ${stage.ms} ms` : '-'}${warning}${doh}`;
}

/** The domains named on the command line; a malformed one is a usage error, as it always was. */
function commandLineDomains(given: readonly string[]): string[] {
  const bad = given.filter((d) => mirrorDomainProblem(d) === 'not a host[:port]');
  if (bad.length > 0) {
    throw usage(
      `--domain ${bad.map((d) => JSON.stringify(d)).join(', ')} is not a host[:port]`,
      'pass bare hosts such as --domain mirror1.example --domain 127.0.0.1:8080 (no scheme or path)',
    );
  }
  const badPort = given.find((d) => mirrorDomainProblem(d) === 'port');
  if (badPort !== undefined) {
    throw usage(
      `--domain ${JSON.stringify(badPort)}: port ${Number(badPort.split(':').at(-1))} is outside 1-65535`,
      'give a port from 1 to 65535, e.g. --domain 127.0.0.1:8080, or none for the scheme default',
    );
  }
  return given.map((d) => d.toLowerCase());
}

export const mirrorsCheck: CommandModule<typeof schema, CheckResult> = {
  schema,
  async run(options, ctx) {
    if (options.report) ctx.requireToken('mirrors check --report');
    const say = (text: string) => ctx.out.stderr(`casino: ${escapeControl(text)}\n`);
    const lists: string[][] = [];
    if (options.domain && options.domain.length > 0) lists.push(commandLineDomains(options.domain));
    if (options.domainsFile !== undefined) {
      const { domains, malformed } = parseDomainList(await readDomainsFile(options.domainsFile));
      const name = options.domainsFile === '-' ? 'stdin' : options.domainsFile;
      for (const bad of malformed)
        say(`${name} line ${bad.line}: skipping ${JSON.stringify(bad.text)}: ${bad.problem}`);
      if (domains.length === 0 && lists.length === 0)
        throw usage(
          `--domains-file ${JSON.stringify(options.domainsFile)} names no mirror to check`,
          'put one host or host:port per line (# starts a comment), e.g. mirror1.example',
        );
      lists.push(domains);
    }
    if (lists.length === 0) {
      ctx.requireToken('mirrors check without --domain (GET /api/getMirrorsToCheck)');
      const list = await unwrap((await ctx.api()).GET('/api/getMirrorsToCheck'));
      const bad = list.domains.filter((d) => mirrorDomainProblem(d) !== null);
      if (bad.length > 0) {
        const named = bad.map((d) => escapeControl(d)).join(', ');
        ctx.out.stderr(`casino: skipping malformed domains from the API: ${named}\n`);
      }
      lists.push(list.domains.filter((d) => mirrorDomainProblem(d) === null));
    }
    const { domains, duplicates } = uniqueDomains(lists);
    if (duplicates.length > 0) say(`listed more than once, probed once: ${duplicates.join(', ')}`);

    // The progress line is the CLI's own text (two numbers); its \r and the
    // erase-line sequence are the only control characters it prints on purpose.
    const live = ctx.out.interactive && !ctx.options.json;
    const probed = await probeAll(
      domains,
      {
        scheme: options.scheme,
        timeoutMs: options.timeout,
        concurrency: options.concurrency,
        depth: options.depth,
        ...(options.doh ? { doh: options.doh } : {}),
        ...(options.dnsServer ? { dnsServer: options.dnsServer } : {}),
      },
      live ? (done, total) => ctx.out.stderr(`\rprobing mirrors: ${done}/${total}`) : undefined,
    );
    if (live && domains.length > 0) ctx.out.stderr('\r\x1b[2K');

    const results = Object.fromEntries(domains.map((d) => [d, probed.get(d)?.ms ?? null]));
    const details = Object.fromEntries(
      domains.map((d): [string, MirrorDetail] => [
        d,
        probed.get(d)?.detail ?? { verdict: 'timeout', stages: {}, error: 'not probed' },
      ]),
    );
    let reported = false;
    let reportError: CheckResult['reportError'];
    if (options.report && domains.length > 0) {
      try {
        await unwrap((await ctx.api()).POST('/api/sendAntiBonusResult', { body: { results } }));
        reported = true;
      } catch (error) {
        // The probes cost their time: their results print all the same.
        if (!(error instanceof ApiError)) throw error;
        const message = redact(error.message, [ctx.options.token]);
        reportError = { message, ...(error.status ? { status: error.status } : {}) };
        say(`the results were not reported: ${message}`);
        const hint = apiErrorHint(error);
        if (hint) ctx.out.stderr(`hint: ${escapeControl(hint)}\n`);
      }
    }
    return { results, details, reported, ...(reportError ? { reportError } : {}) };
  },
  render(r) {
    const rows = Object.entries(r.results).sort(([a, x], [b, y]) => {
      if (x === null && y === null) return a.localeCompare(b);
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y || a.localeCompare(b);
    });
    if (rows.length === 0) return 'no mirrors to check';
    const lines = table([
      ['domain', 'verdict', 'time', 'stage'],
      ...rows.map(([d, ms]) => {
        const detail = r.details[d] as MirrorDetail;
        return [
          escapeControl(d),
          detail.verdict,
          ms === null ? '-' : `${ms} ms`,
          escapeControl(stageCell(detail)),
        ];
      }),
    ]);
    const counts = new Map<string, number>();
    for (const detail of Object.values(r.details))
      if (detail.verdict !== 'ok')
        counts.set(detail.verdict, (counts.get(detail.verdict) ?? 0) + 1);
    const failing = [...counts].map(([verdict, n]) => `${n} ${verdict}`).join(', ');
    const ok = rows.filter(([, ms]) => ms !== null).length;
    return `${lines}\n\n${ok} of ${rows.length} ok${failing ? ` (${failing})` : ''}${r.reported ? '; results reported' : ''}`;
  },
  toJson: (r) => ({
    results: r.results,
    details: r.details,
    reported: r.reported,
    ...(r.reportError ? { reportError: r.reportError } : {}),
  }),
  exitCode: (r) =>
    r.reportError
      ? EXIT.api
      : Object.values(r.results).some((ms) => ms !== null)
        ? EXIT.ok
        : EXIT.noMirror,
};
