// The sandbox's handlers are typed from the generated `paths` of the OpenAPI
// description: a handler receives the operation's JSON body, its path
// parameters (as the strings of the address) and its query, and must answer
// one of the operation's documented statuses with that status's JSON body. A
// handler that answers outside the contract does not compile; before it
// runs, the request has passed the contract's generated schemas
// (request-check.ts), so it never sees a body, query or path outside them.
// Prism's validating proxy in front checks the answers at run time.
import { operations, type paths } from '@casino/sdk';
import type { Hono } from 'hono';
import { checkRequest } from './request-check.ts';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** Every documented or inferred path. */
type ApiPath = keyof paths;
/** The methods a path has. */
type MethodOf<P extends ApiPath> = {
  [M in Method]: paths[P][M] extends undefined | never ? never : M;
}[Method] &
  keyof paths[P];
type Operation<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** One of the operation's answers: a documented status and its JSON body. */
type Answer<O> = O extends { responses: infer Rs }
  ? {
      [S in keyof Rs]: { status: S; body: JsonOf<Rs[S]>; headers?: Record<string, string> };
    }[keyof Rs]
  : never;

type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : undefined;
type PathParamsOf<O> = O extends { parameters: { path: infer Pp } }
  ? [Pp] extends [never]
    ? Record<string, never>
    : { [K in keyof Pp]-?: string }
  : Record<string, never>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [Q] extends [never]
    ? Record<string, never>
    : { [K in keyof NonNullable<Q>]?: string }
  : Record<string, never>;

/** What a handler gets: the parts of the request the contract describes, plus the bearer token. */
interface Call<O> {
  body: BodyOf<O>;
  path: PathParamsOf<O>;
  query: QueryOf<O>;
  /** The bearer token, or null without one. */
  token: string | null;
  /** The interface locale from Accept-Language (ru, en or kz; ru by default). */
  locale: 'ru' | 'en' | 'kz';
  /** The Region header, when sent. */
  region: string | null;
}

/** A handler of one operation. */
type Handler<P extends ApiPath, M extends MethodOf<P>> = (
  call: Call<Operation<P, M>>,
) => Answer<Operation<P, M>> | Promise<Answer<Operation<P, M>>>;

/** The handlers of a set of operations, by path and method. */
export type Routes = {
  [P in ApiPath]?: { [M in MethodOf<P>]?: Handler<P, M> };
};

/** The locale an Accept-Language header asks for, among the interface's three. */
export function localeOf(header: string | undefined): 'ru' | 'en' | 'kz' {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('kz') || tag.startsWith('kk')) return 'kz';
    if (tag.startsWith('ru')) return 'ru';
  }
  return 'ru';
}

/** `/bonus-system/bonus/{promo}` → `/bonus-system/bonus/:promo`. */
const honoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** The handlers that check their body themselves. */
const bodyCheckers = new WeakSet<object>();

/**
 * Marks a handler that checks its whole body itself, with the contract's own
 * schemas and codes of its domain (a game's stake and inputs: the engine's
 * `bet.min`, `round.target`, which the player's messages name): the body is
 * then only read as JSON before it, its path and query checked as usual.
 */
export function checksItsBody<H extends object>(handler: H): H {
  bodyCheckers.add(handler);
  return handler;
}

/**
 * Runs before a handler with its operation (`GET /profile/user`); a Response
 * it gives is sent instead of the handler's answer (the sandbox's faults).
 */
export type Before = (operation: string) => Response | undefined | Promise<Response | undefined>;

/** Registers every handler of `routes` on the Hono app. */
export function mount(app: Hono, routes: Routes, before?: Before): void {
  for (const [path, methods] of Object.entries(routes)) {
    for (const [method, handler] of Object.entries(methods ?? {})) {
      const run = handler as (call: Call<unknown>) => Promise<{
        status: number;
        body: unknown;
        headers?: Record<string, string>;
      }>;
      const operation = `${method.toUpperCase()} ${path}`;
      const info = operations.find((op) => op.method === method && op.path === path);
      if (!info) throw new Error(`${operation} is not in the contract`);
      app.on(method.toUpperCase(), honoPath(path), async (c) => {
        const early = await before?.(operation);
        if (early) return early;
        const authorization = c.req.header('Authorization') ?? '';
        const token = authorization.startsWith('Bearer ') ? authorization.slice(7) || null : null;
        const checked = checkRequest(info.operationId, {
          text: await c.req.text(),
          path: c.req.param(),
          query: c.req.query(),
          bodyChecked: bodyCheckers.has(handler),
        });
        // Without a token a secured operation answers its 401 whatever else is wrong.
        if (!checked.ok && !(info.secured && token === null))
          return c.json(checked.problem.body, checked.problem.status);
        const answer = await run({
          body: (checked.ok ? checked.value.body : undefined) as never,
          path: c.req.param() as never,
          query: c.req.query() as never,
          token,
          locale: localeOf(c.req.header('Accept-Language')),
          region: c.req.header('Region') ?? null,
        });
        for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
        if (answer.body === undefined) return c.body(null, answer.status as 204);
        return c.json(answer.body as object, answer.status as 200);
      });
    }
  }
}
