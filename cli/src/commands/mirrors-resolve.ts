// casino mirrors resolve: GET /mirror, the link players of a blocked mirror
// are sent to. Defined in mirrors-resolve.definition.ts (no options of its own).
import { unwrap } from '@casino/sdk';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { escapeControl } from '../output.ts';
import { mirrorsResolveDefinition } from './mirrors-resolve.definition.ts';

const schema = optionsSchema(mirrorsResolveDefinition);

export const mirrorsResolve: CommandModule<typeof schema, { newLink: string | null }> = {
  schema,
  async run(_options, ctx) {
    const answer = await unwrap((await ctx.api()).GET('/mirror'));
    return { newLink: answer.redirect.newLink ?? null };
  },
  render: (r) =>
    r.newLink !== null
      ? escapeControl(r.newLink)
      : 'no redirect: the API sends players nowhere else (redirect.newLink is null)',
  toJson: (r) => ({ newLink: r.newLink }),
};
