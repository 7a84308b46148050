// `casino utm replay <landing-url>`, defined: the landing URL argument and
// the API's options. Its work is utm-replay.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { apiOptions } from './shared.definition.ts';

export const utmReplayDefinition = defineCommand({
  path: ['utm', 'replay'],
  description: "send a landing URL's query to POST /middleware/utm and show advId and promo",
  argument: {
    name: 'landing-url',
    key: 'landingUrl',
    description: 'the full landing URL with utm_source, utm_medium, utm_campaign, utm_term',
    zod: z.string(),
  },
  options: {},
  shared: apiOptions(),
});
