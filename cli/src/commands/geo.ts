// casino geo [--user-agent <ua>]: what the geo service decides for this
// vantage point. Its options are defined in geo.definition.ts.
import { ApiError, regionForCountry, unwrap } from '@casino/sdk';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { EXIT } from '../errors.ts';
import { escapeControl } from '../output.ts';
import { geoDefinition } from './geo.definition.ts';

const schema = optionsSchema(geoDefinition);

type GeoResult =
  | { blocked: false; ip: string; country_code: string; region: string }
  | { blocked: true };

export const geo: CommandModule<typeof schema, GeoResult> = {
  schema,
  async run(options, ctx) {
    const headers = options.userAgent ? { 'User-Agent': options.userAgent } : undefined;
    try {
      const { data } = await unwrap((await ctx.api()).GET('/geo_ip', { headers }));
      return {
        blocked: false,
        ip: data.ip,
        country_code: data.country_code,
        region: regionForCountry(data.country_code),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 451) return { blocked: true };
      throw error;
    }
  },
  render: (r) =>
    r.blocked
      ? 'blocked: the geo service answered 451 (Unavailable For Legal Reasons) for this vantage point'
      : `ip            ${escapeControl(r.ip)}\ncountry code  ${escapeControl(r.country_code)}\nregion        ${r.region}`,
  toJson: (r) =>
    r.blocked
      ? { blocked: true }
      : { ip: r.ip, country_code: r.country_code, region: r.region, blocked: false },
  exitCode: (r) => (r.blocked ? EXIT.blocked : EXIT.ok),
};
