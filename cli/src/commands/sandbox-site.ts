// casino sandbox site: switches what the sandbox answers site-wide (the geo
// country, the 451 of a blocked region, the visitor's IP, the SSO link, the
// mirror list, the blocked mirror's new link) through `POST /_sandbox/site`.
// The sandbox ignores a value it does not take, so each is checked here first
// (exit 2 naming the fix), and the line printed says what the site is now.
import { isIP } from 'node:net';
import { z } from 'zod';
import type { CommandModule } from '../command.ts';
import { usage } from '../errors.ts';
import { escapeControl } from '../output.ts';
import { callControl, sandboxSchema } from './sandbox-control.ts';

const httpUrl = (example: string) =>
  z
    .union([z.string(), z.literal(false)])
    .refine((value) => value === false || /^https?:\/\/[^\s/?#]+/i.test(value.trim()), {
      message: 'must be an http(s) URL',
      params: { suggestion: `e.g. ${example}` },
    })
    .transform((value) => (value === false ? null : value.trim()));

/** A mirror domain: a host name, or host:port. */
const MIRROR =
  /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

const schema = sandboxSchema({
  country: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), {
      message: 'must be a two-letter country code (ISO 3166-1 alpha-2)',
      params: { suggestion: 'e.g. --country KZ, --country TR' },
    })
    .optional(),
  blocked: z.boolean().optional(),
  ip: z
    .string()
    .refine((value) => isIP(value.trim()) !== 0, {
      message: 'must be an IPv4 or IPv6 address',
      params: { suggestion: 'e.g. --ip 203.0.113.7' },
    })
    .transform((value) => value.trim())
    .optional(),
  sso: httpUrl('--sso https://auth.example.org/sso, or --no-sso for none').optional(),
  newLink: httpUrl('--new-link https://www2.casino.example, or --no-new-link for none').optional(),
  mirror: z
    .array(z.string())
    .refine((hosts) => hosts.every((host) => MIRROR.test(host.trim())), {
      message: 'must be host names (or host:port), one per value',
      params: { suggestion: 'e.g. --mirror m1.example.com m2.example.com' },
    })
    .transform((hosts) => hosts.map((host) => host.trim()))
    .optional(),
  /** Commander's `--no-mirrors`: true unless given. */
  mirrors: z.boolean().optional(),
});

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
    const body: Record<string, unknown> = {};
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
    const site = await callControl(options, ctx, 'POST', '/site', body);
    return { site, changed: Object.keys(body) as Changed };
  },
  render: ({ site, changed }) =>
    `site now: ${changed.map((key) => fieldText(key, site[key])).join(', ')}`,
  toJson: ({ site }) => site,
};
