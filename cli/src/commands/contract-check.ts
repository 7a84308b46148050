// casino contract check: calls every read-only operation (GET) of the contract
// that needs no input against a real API and checks each answer against the
// spec's schema (the SDK's generated zod schemas), so that a developer learns
// when the API moved away from the contract. Per operation: ok, drift (the
// JSON path and expected against got), error (which: network, timeout, a
// non-2xx status, a body that is not JSON) or skipped (why: a path or query
// parameter to fill, a token not given, a live stream). The operations the
// contract infers (`x-inferred: true`) are marked. Nothing is written: only
// GETs, no redirect followed, no token refresh. Exit 1 when anything drifted
// or failed (EXIT.api), 0 otherwise. Defined in contract-check.definition.ts
// (no options of its own: the API's, --token included).
import {
  acceptLanguageFor,
  bodyMessage,
  inferredOperations,
  type OperationInfo,
  operations,
  operationsWithoutBody,
  serviceOfPath,
} from '@casino/sdk';
import * as schemas from '@casino/sdk/schemas';
import { responseSchema } from '@casino/sdk/validation';
import type { z } from 'zod';
import type { CommandModule } from '../command.ts';
import { callAgent, getAnswer } from '../contract-call.ts';
import { type Drift, describeDrift, type Schema } from '../contract-drift.ts';
import { optionsSchema } from '../definition.ts';
import { apiErrorHint, EXIT, redact } from '../errors.ts';
import { escapeControl, table } from '../output.ts';
import { contractCheckDefinition } from './contract-check.definition.ts';

const schema = optionsSchema(contractCheckDefinition);

/** Calls in flight at once: a real API is not to be hammered. */
const CONCURRENCY = 6;

/** The most problems shown per operation for people (--json has them all). */
const SHOWN_PROBLEMS = 10;

type Status = 'ok' | 'drift' | 'error' | 'skipped';

/** One operation's line of the report, as --json prints it. */
interface OperationReport {
  operationId: string;
  method: 'GET';
  path: string;
  /** True when the contract marks it `x-inferred: true` (inferred, not shown in SPEC.md). */
  inferred: boolean;
  status: Status;
  httpStatus?: number;
  problems?: Drift[];
  error?: string;
  reason?: string;
}

interface CheckResult {
  operations: OperationReport[];
  summary: Record<Status, number>;
}

/** A schema of the generated module, as far as this file uses it. */
type Checker = { safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } } };
type Issue = { path: PropertyKey[] };
const generated = schemas as unknown as Record<string, Checker | undefined>;

/** The generated schema of an operation's query parameters, `z<OperationId>Query`, when it has any. */
const querySchema = (operationId: string) =>
  generated[`z${operationId[0]?.toUpperCase()}${operationId.slice(1)}Query`];

/** Why an operation is not called, or undefined when it needs no input. */
function skipReason(op: OperationInfo, hasToken: boolean): string | undefined {
  if (operationsWithoutBody.includes(op.operationId))
    return `a live stream (text/event-stream), not one answer: casino ${op.path.startsWith('/betting') ? 'betting' : 'live'} watch reads it`;
  const pathParams = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  if (pathParams.length > 0)
    return `needs path parameter${pathParams.length > 1 ? 's' : ''} ${pathParams.join(', ')}`;
  const query = querySchema(op.operationId)?.safeParse({});
  if (query && !query.success) {
    const names = [...new Set(query.error?.issues.map((i) => String(i.path[0] ?? '?')))];
    return `needs query parameter${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
  }
  if (op.secured && !hasToken) return 'needs a token: pass --token <token> or set CASINO_TOKEN';
  if (!responseSchema(op.operationId)) return 'the contract has no schema for its answer';
  return undefined;
}

/** Judges one answer: ok, drift or error. */
function judge(
  op: OperationInfo,
  answer: { status: number; contentType: string; location?: string; text: string },
  secrets: readonly (string | undefined)[],
): Pick<OperationReport, 'status' | 'httpStatus' | 'problems' | 'error'> {
  const httpStatus = answer.status;
  let body: unknown;
  let parsed = false;
  try {
    body = JSON.parse(answer.text);
    parsed = true;
  } catch {
    // judged below
  }
  if (httpStatus >= 300 && httpStatus <= 399 && answer.location)
    return {
      status: 'error',
      httpStatus,
      error: redact(
        `HTTP ${httpStatus} to ${answer.location} (a redirect is not followed)`,
        secrets,
      ),
    };
  if (httpStatus < 200 || httpStatus > 299) {
    const detail =
      (parsed ? bodyMessage(body) : undefined) ??
      (answer.text.trim() && !parsed ? answer.text.trim().slice(0, 120) : undefined);
    return {
      status: 'error',
      httpStatus,
      error: redact(`HTTP ${httpStatus}${detail ? `: ${detail}` : ''}`, secrets),
    };
  }
  if (answer.text.trim() === '')
    return {
      status: 'error',
      httpStatus,
      error: `HTTP ${httpStatus} with an empty body: the contract declares JSON`,
    };
  if (!parsed || !/json/i.test(answer.contentType || 'application/json'))
    return {
      status: 'error',
      httpStatus,
      error: redact(
        `HTTP ${httpStatus} with a body that is not JSON (${answer.contentType || 'no Content-Type'}): ${answer.text.trim().slice(0, 80)}`,
        secrets,
      ),
    };
  const schema = responseSchema(op.operationId) as z.ZodType;
  const result = schema.safeParse(body);
  if (result.success) return { status: 'ok', httpStatus };
  return {
    status: 'drift',
    httpStatus,
    problems: describeDrift(result.error.issues, body, schema as unknown as Schema).map((p) => ({
      path: redact(p.path, secrets),
      message: redact(p.message, secrets),
    })),
  };
}

export const contractCheck: CommandModule<typeof schema, CheckResult> = {
  schema,
  async run(_options, ctx) {
    const { token, region, lang, timeout } = ctx.options;
    const api = await ctx.api();
    const secrets = [token];
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (region) headers.region = region;
    if (lang) headers['accept-language'] = acceptLanguageFor(lang);

    const gets = operations.filter((op) => op.method === 'get');
    const reports: OperationReport[] = gets.map((op) => ({
      operationId: op.operationId,
      method: 'GET',
      path: op.path,
      inferred: inferredOperations.includes(op.operationId),
      status: 'skipped',
    }));
    const toCall: number[] = [];
    gets.forEach((op, i) => {
      const reason = skipReason(op, Boolean(token));
      if (reason) (reports[i] as OperationReport).reason = reason;
      else toCall.push(i);
    });

    const dispatcher = callAgent(timeout);
    try {
      let next = 0;
      const worker = async () => {
        while (next < toCall.length) {
          const i = toCall[next++] as number;
          const op = gets[i] as OperationInfo;
          const service = serviceOfPath(op.path);
          const url = (service ? api.services[service] : api.baseUrl) + op.path;
          const outcome = await getAnswer(url, headers, { dispatcher, timeoutMs: timeout });
          reports[i] = {
            ...(reports[i] as OperationReport),
            ...(outcome.kind === 'answer'
              ? judge(op, outcome, secrets)
              : { status: 'error', error: redact(outcome.message, secrets) }),
          };
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, toCall.length) }, worker));
    } finally {
      await dispatcher.destroy().catch(() => undefined);
    }
    const summary = { ok: 0, drift: 0, error: 0, skipped: 0 };
    for (const report of reports) summary[report.status] += 1;
    return { operations: reports, summary };
  },
  render(result) {
    const rows = result.operations.map((op) => [
      op.status,
      `${op.operationId}${op.inferred ? ' (inferred)' : ''}`,
      `${op.method} ${op.path}`,
      op.status === 'error'
        ? escapeControl(op.error ?? '')
        : op.status === 'skipped'
          ? (op.reason ?? '')
          : op.status === 'drift'
            ? `${op.problems?.length ?? 0} problem${op.problems?.length === 1 ? '' : 's'}`
            : '',
    ]);
    const lines = table(rows).split('\n');
    const out: string[] = [];
    result.operations.forEach((op, i) => {
      out.push((lines[i] ?? '').trimEnd());
      const problems = op.problems ?? [];
      for (const problem of problems.slice(0, SHOWN_PROBLEMS))
        out.push(`    ${escapeControl(problem.path)}: ${escapeControl(problem.message)}`);
      if (problems.length > SHOWN_PROBLEMS)
        out.push(`    … and ${problems.length - SHOWN_PROBLEMS} more (--json lists them all)`);
    });
    const { ok, drift, error, skipped } = result.summary;
    out.push(
      '',
      `${ok} ok, ${drift} drift, ${error} error${error === 1 ? '' : 's'}, ${skipped} skipped` +
        ' ((inferred): the contract infers the operation, SPEC.md does not show it)',
    );
    const refused = result.operations.filter((op) => op.httpStatus === 401).length;
    if (refused > 0 && refused === error)
      out.push(
        `${refused} call${refused === 1 ? '' : 's'} answered 401: ${apiErrorHint({ kind: 'http', status: 401 })}`,
      );
    else if (error > 0 && ok === 0 && drift === 0)
      out.push(
        'no operation got a valid answer: check the --api address and that the API is up; raise --timeout for a slow one',
      );
    return out.join('\n');
  },
  toJson: (result) => ({
    operations: result.operations.map((op) => ({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      inferred: op.inferred,
      status: op.status,
      ...(op.httpStatus === undefined ? {} : { httpStatus: op.httpStatus }),
      ...(op.problems ? { problems: op.problems } : {}),
      ...(op.error === undefined ? {} : { error: op.error }),
      ...(op.reason === undefined ? {} : { reason: op.reason }),
    })),
    summary: result.summary,
  }),
  exitCode: (result) => (result.summary.drift > 0 || result.summary.error > 0 ? EXIT.api : EXIT.ok),
};
