// Compile-time test of contract.ts, checked by `npm run typecheck`: each
// handler below answers outside the contract, and each must be refused by the
// compiler (an unused @ts-expect-error fails the build). Never imported.
import type { Routes } from './contract.ts';

export const refused: Routes[] = [
  // @ts-expect-error a profile whose id is a string and whose other fields are missing
  { '/profile/user': { get: () => ({ status: 200, body: { id: 'x' } }) } },
  // @ts-expect-error a status the operation does not document
  { '/auth/refresh-token': { post: () => ({ status: 418, body: { access_token: 'a' } }) } },
  // @ts-expect-error a body of the wrong shape for the status
  { '/geo_ip': { get: () => ({ status: 200, body: { ip: '1.2.3.4', country_code: 'RU' } }) } },
  // @ts-expect-error a method the path does not have
  { '/geo_ip': { post: () => ({ status: 200, body: { data: { ip: '1', country_code: 'RU' } } }) } },
  // @ts-expect-error a path the contract does not have
  { '/admin/users': { get: () => ({ status: 200, body: {} }) } },
];
