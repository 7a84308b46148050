// casino sandbox site: switches what the sandbox answers site-wide (the geo
// country, the 451 of a blocked region, the visitor's IP, the SSO link, the
// mirror list, the blocked mirror's new link) through `POST /_sandbox/site`.
// The sandbox ignores a value it does not take, so each is checked first
// (its options, defined in sandbox-site.definition.ts; exit 2 naming the
// fix), and the line printed says what the site is now.
import type { SiteChanges } from '../../../scripts/sandbox/controls/api.ts';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { usage } from '../errors.ts';
import { escapeControl } from '../output.ts';
import { callControl } from './sandbox-control.ts';
import { sandboxSiteDefinition } from './sandbox-site.definition.ts';

const schema = optionsSchema(sandboxSiteDefinition);

/** The site state the sandbox answers. */
type Site = Record<string, unknown>;
/** The site's fields this call changed, in the sandbox's names. */
type Changed = (keyof typeof LABEL)[];

const LABEL = {
  countryCode: 'country',
  blocked: 'blocked',
  ip: 'ip',
  sso: 'sso',
  mirrors: 'mirrors',
  newLink: 'new link',
} as const;

/** One field of the site as text for people. */
function fieldText(key: keyof typeof LABEL, value: unknown): string {
  if (key === 'blocked') return value === true ? 'blocked (geo answers 451)' : 'not blocked';
  if (key === 'mirrors')
    return `mirrors ${Array.isArray(value) && value.length > 0 ? value.map((m) => escapeControl(String(m))).join(', ') : 'none'}`;
  return `${LABEL[key]} ${value === null || value === undefined ? 'none' : escapeControl(String(value))}`;
}

/** The whole site as text: every field. */
export function siteText(site: Site): string {
  return (Object.keys(LABEL) as (keyof typeof LABEL)[])
    .map((key) => fieldText(key, site[key]))
    .join(', ');
}

export const sandboxSite: CommandModule<typeof schema, { site: Site; changed: Changed }> = {
  schema,
  async run(options, ctx) {
    const body: SiteChanges = {};
    if (options.country !== undefined) body.countryCode = options.country;
    if (options.blocked !== undefined) body.blocked = options.blocked;
    if (options.ip !== undefined) body.ip = options.ip;
    if (options.sso !== undefined) body.sso = options.sso;
    if (options.newLink !== undefined) body.newLink = options.newLink;
    if (options.mirror !== undefined) body.mirrors = options.mirror;
    if (options.mirrors === false) {
      if (options.mirror !== undefined) {
        throw usage(
          '--mirror and --no-mirrors contradict each other',
          'pass --mirror <host...> for a new list, or --no-mirrors for none',
        );
      }
      body.mirrors = [];
    }
    if (Object.keys(body).length === 0) {
      throw usage(
        'nothing to change',
        'pass --country <code>, --blocked / --no-blocked, --ip <address>, --sso <url> / --no-sso, --mirror <host...> / --no-mirrors or --new-link <url> / --no-new-link (casino sandbox state shows the site)',
      );
    }
    const site = await callControl(options, ctx, 'site', body);
    return { site, changed: Object.keys(body) as Changed };
  },
  render: ({ site, changed }) =>
    `site now: ${changed.map((key) => fieldText(key, site[key])).join(', ')}`,
  toJson: ({ site }) => site,
};
