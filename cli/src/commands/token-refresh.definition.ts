// `casino token refresh`, defined: no options of its own, the API's (the
// token to refresh is --token). Its work is token-refresh.ts.
import { defineCommand } from '../definition.ts';
import { apiOptions } from './shared.definition.ts';

export const tokenRefreshDefinition = defineCommand({
  path: ['token', 'refresh'],
  description: 'POST /auth/refresh-token: print a new access token',
  options: {},
  shared: apiOptions(),
});
