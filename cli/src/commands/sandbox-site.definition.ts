// `casino sandbox site`, defined: what the sandbox answers site-wide (the
// geo country, the 451 of a blocked region, the visitor's IP, the SSO link,
// the mirror list, the blocked mirror's new link), each settable or, with
// its --no- form, cleared. The sandbox ignores a value it does not take, so
// each is checked here. Its work is sandbox-site.ts.
import { isIP } from 'node:net';
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { sandboxOptions } from './shared.definition.ts';

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

export const sandboxSiteDefinition = defineCommand({
  path: ['sandbox', 'site'],
  description: 'switch geo, the 451, the IP, SSO, the mirror list and the new link',
  options: {
    country: {
      flags: '--country <code>',
      description: 'the geo country code, e.g. KZ',
      zod: z
        .string()
        .transform((value) => value.trim().toUpperCase())
        .refine((value) => /^[A-Z]{2}$/.test(value), {
          message: 'must be a two-letter country code (ISO 3166-1 alpha-2)',
          params: { suggestion: 'e.g. --country KZ, --country TR' },
        })
        .optional(),
    },
    blocked: {
      flags: '--blocked',
      description: 'geo answers 451 (a blocked region)',
      negation: 'geo answers normally again',
      zod: z.boolean().optional(),
    },
    ip: {
      flags: '--ip <address>',
      description: "the visitor's IP geo reports",
      zod: z
        .string()
        .refine((value) => isIP(value.trim()) !== 0, {
          message: 'must be an IPv4 or IPv6 address',
          params: { suggestion: 'e.g. --ip 203.0.113.7' },
        })
        .transform((value) => value.trim())
        .optional(),
    },
    sso: {
      flags: '--sso <url>',
      description: 'the mirror SSO link',
      negation: 'no SSO link',
      zod: httpUrl('--sso https://auth.example.org/sso, or --no-sso for none').optional(),
    },
    mirror: {
      flags: '--mirror <host...>',
      description: 'the mirrors GET /api/getMirrorsToCheck lists',
      zod: z
        .array(z.string())
        .refine((hosts) => hosts.every((host) => MIRROR.test(host.trim())), {
          message: 'must be host names (or host:port), one per value',
          params: { suggestion: 'e.g. --mirror m1.example.com m2.example.com' },
        })
        .transform((hosts) => hosts.map((host) => host.trim()))
        .optional(),
    },
    mirrors: {
      flags: '--no-mirrors',
      description: 'an empty mirror list',
      // Commander's `--no-mirrors`: false when given.
      zod: z.boolean().optional(),
    },
    newLink: {
      flags: '--new-link <url>',
      description: "GET /mirror's new link",
      negation: 'no new link',
      zod: httpUrl('--new-link https://www2.casino.example, or --no-new-link for none').optional(),
    },
  },
  problemOrder: ['country', 'blocked', 'ip', 'sso', 'newLink', 'mirror', 'mirrors'],
  shared: sandboxOptions,
});
