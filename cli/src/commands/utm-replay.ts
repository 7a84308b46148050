// casino utm replay <landing-url>: sends the landing URL's query to POST
// /middleware/utm as the web app does, and shows what it answered. Defined
// in utm-replay.definition.ts.
import { unwrap } from '@casino/sdk';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { usage } from '../errors.ts';
import { escapeControl } from '../output.ts';
import { utmReplayDefinition } from './utm-replay.definition.ts';

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

const schema = optionsSchema(utmReplayDefinition);

interface UtmResult {
  advId: string;
  promo: { type: string; value: string } | null;
}

/** The query of a landing URL as the utm call's body; a usage error for a bad URL or missing utm fields. */
export function utmBody(
  landingUrl: string,
): Record<string, string> & Record<(typeof UTM_FIELDS)[number], string> {
  let url: URL;
  try {
    url = new URL(landingUrl);
  } catch {
    throw usage(
      `"${landingUrl}" is not a URL`,
      'pass the full landing URL, e.g. "https://www.casino.example/?utm_source=google&..."',
    );
  }
  const missing = UTM_FIELDS.filter((field) => !url.searchParams.get(field));
  if (missing.length > 0) {
    throw usage(
      `the landing URL lacks ${missing.join(', ')}`,
      `the utm call needs all of ${UTM_FIELDS.join(', ')} in the query`,
    );
  }
  return Object.fromEntries(url.searchParams) as ReturnType<typeof utmBody>;
}

export const utmReplay: CommandModule<typeof schema, UtmResult> = {
  schema,
  async run(options, ctx) {
    const body = utmBody(options.landingUrl);
    const answer = await unwrap((await ctx.api()).POST('/middleware/utm', { body }));
    return {
      advId: answer.advId,
      promo: answer.promo ? { type: answer.promo.type, value: answer.promo.value } : null,
    };
  },
  render: (r) =>
    `advId  ${escapeControl(r.advId)}\npromo  ${r.promo ? `${escapeControl(r.promo.type)} ${escapeControl(r.promo.value)}` : 'none'}`,
  toJson: (r) => ({ advId: r.advId, promo: r.promo }),
};
