// The types of one typed call, for code that builds on the client (the web
// app's SWR hooks): the paths that have a method, the options a call on one
// takes and the body it answers, all from the generated `paths`.
import type { ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import type { paths } from '../generated/schema.gen.ts';
import type { ApiClient } from './create-api-client.ts';

/** A method the spec uses, as openapi-fetch spells it. */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** A path of the spec that has method `M`, e.g. `ApiPath<'get'>` includes `'/profile/user'`. */
export type ApiPath<M extends ApiMethod = 'get'> = ClientPathsWithMethod<ApiClient, M>;

/** The options of a call (`params`, `body`), as `client.GET(path, init)` takes them. */
export type ApiInit<P extends ApiPath<M>, M extends ApiMethod = 'get'> = MaybeOptionalInit<
  paths[P],
  M
>;

/** The success body of a call. */
export type ApiData<P extends ApiPath<M>, M extends ApiMethod = 'get'> = MethodResponse<
  ApiClient,
  M,
  P
>;
