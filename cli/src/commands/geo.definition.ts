// `casino geo`, defined: the API's options and --user-agent. Its work is geo.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { apiOptions } from './shared.definition.ts';

export const geoDefinition = defineCommand({
  path: ['geo'],
  description: 'GET /geo_ip: ip, country code and region; exit 4 when the region is blocked',
  options: {
    userAgent: {
      flags: '--user-agent <ua>',
      description: 'send this User-Agent',
      // A header value: printable ASCII, spaces included, no line break.
      zod: z
        .string()
        .min(1, 'must not be empty')
        .regex(/^[\x20-\x7e]+$/, 'must be printable ASCII on one line (it is sent as a header)')
        .optional(),
    },
  },
  shared: apiOptions(),
});
