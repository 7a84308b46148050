// Checks an answer (and a live stream's event, live-stream.ts) against its
// generated zod schema (`@casino/sdk/schemas`) before anything shows it: a
// body of another shape is an `invalid-response` ApiError, the query's error
// state with its retry. The checks run in a
// worker (answer-check.worker.ts), which loads zod and the schemas with the
// first check: no page waits for them before it is interactive, and building
// a schema or walking a long answer never blocks the page's main thread.
// Where there is no module worker (unit tests), they run here.
import { ApiError, describeIssues } from '@casino/sdk';
import type { Checkable, CheckRequest, CheckResult } from './answer-check.worker.ts';

type Schemas = typeof import('@casino/sdk/schemas');

/** The name of a generated schema: `zGetProfileResponse`… */
export type SchemaName = {
  [Name in keyof Schemas]: Name extends `z${string}` ? Name : never;
}[keyof Schemas];

let worker: Worker | null | undefined;
let nextId = 0;
/** Checks sent to the worker, by id: each settles with its problems, or null to run here. */
const waiting = new Map<number, (issues: string[] | null) => void>();

/** The worker, started on the first check; null where none can start (the checks then run here). */
function checker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') {
    worker = null;
    return worker;
  }
  worker = new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }: MessageEvent<CheckResult>) => {
    waiting.get(data.id)?.(data.issues);
    waiting.delete(data.id);
  });
  worker.addEventListener('error', (event) => {
    // It could not start (an old browser, a policy): the waiting checks, and the next ones, run here.
    console.error('the answer checks run on the main thread: their worker failed', event.message);
    worker = null;
    const pending = [...waiting];
    waiting.clear();
    for (const [, settle] of pending) settle(null);
  });
  return worker;
}

/**
 * Starts the checks' worker now (zod and the schemas load in it) rather than
 * at the first answer, whose check would otherwise wait for them: the first
 * page's calls start it as they go out.
 */
export function startAnswerChecks(): void {
  checker();
}

/** The schemas, once loaded on this thread (where no worker runs the checks). */
let here: Schemas | undefined;

const problemsIn = (schemas: Schemas, schema: SchemaName, value: unknown): string[] => {
  const result = (schemas[schema] as Checkable).safeParse(value);
  return result.success ? [] : describeIssues(result.error?.issues ?? []);
};

/** The problems of `value` against `schema`, on this thread. */
async function checkHere(schema: SchemaName, value: unknown): Promise<string[]> {
  here ??= await import('@casino/sdk/schemas');
  return problemsIn(here, schema, value);
}

/**
 * Gets the checks ready: starts their worker, or, where none can run, loads
 * the schemas on this thread (then problemsNow answers at once).
 */
export async function readyChecks(): Promise<void> {
  if (checker() === null) here ??= await import('@casino/sdk/schemas');
}

/**
 * The problems of `value` when they can be known at once: where no worker
 * runs the checks and the schemas are loaded here. Null otherwise: ask
 * `problems`.
 */
export function problemsNow(schema: SchemaName, value: unknown): string[] | null {
  return checker() === null && here ? problemsIn(here, schema, value) : null;
}

/**
 * The problems of `value` against `schema`, as lines (none: it matches),
 * from the worker; checks answer in the order they were asked.
 */
export async function problems(schema: SchemaName, value: unknown): Promise<string[]> {
  const running = checker();
  if (!running) return checkHere(schema, value);
  const id = nextId++;
  const issues = await new Promise<string[] | null>((settle) => {
    waiting.set(id, settle);
    try {
      running.postMessage({ id, schema, value } satisfies CheckRequest);
    } catch {
      // A value the worker cannot be sent (not a JSON answer): checked here.
      waiting.delete(id);
      settle(null);
    }
  });
  return issues ?? checkHere(schema, value);
}

/** A `check` for useApiQuery: the answer when it matches `schema`, else an `invalid-response` ApiError. */
export function matches(schema: SchemaName) {
  return async <T>(answer: T, operation: string): Promise<T> => {
    const issues = await problems(schema, answer);
    if (issues.length === 0) return answer;
    throw new ApiError({
      kind: 'invalid-response',
      status: 200,
      body: answer,
      operation,
      issues,
      message: `${operation} answered with a body that does not match the spec: ${issues.slice(0, 3).join('; ')}`,
    });
  };
}
