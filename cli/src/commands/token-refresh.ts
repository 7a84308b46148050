// casino token refresh: POST /auth/refresh-token with the bearer token; prints
// the new access token (the result asked for; the old token is never shown).
// Defined in token-refresh.definition.ts (no options of its own).
import { ApiError, unwrap } from '@casino/sdk';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { CliError, EXIT } from '../errors.ts';
import { escapeControl } from '../output.ts';
import { tokenRefreshDefinition } from './token-refresh.definition.ts';

const schema = optionsSchema(tokenRefreshDefinition);

export const tokenRefresh: CommandModule<typeof schema, { access_token: string }> = {
  schema,
  async run(_options, ctx) {
    ctx.requireToken('token refresh');
    try {
      const answer = await unwrap((await ctx.api()).POST('/auth/refresh-token'));
      return { access_token: answer.access_token };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw new CliError(
          EXIT.api,
          'POST /auth/refresh-token: the token was rejected (401); it cannot be refreshed',
          'log in again to get a new token',
          'token-rejected',
        );
      }
      throw error;
    }
  },
  render: (r) => escapeControl(r.access_token),
  toJson: (r) => ({ access_token: r.access_token }),
};
