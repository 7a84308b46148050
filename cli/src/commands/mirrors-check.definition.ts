// `casino mirrors check`, defined: which mirrors to probe (--domain,
// --domains-file, else the API's list) and how (--timeout per mirror,
// --concurrency, --scheme, --depth, --doh), and --report. Its work is
// mirrors-check.ts; mirrors watch takes these options too.
import { isIP } from 'node:net';
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { timeoutMs, wholeNumber } from '../parse.ts';
import { apiOptions } from './shared.definition.ts';

/** The most probes in flight at once: each holds a socket. */
const MAX_CONCURRENCY = 1000;

/** `ip` or `ip:port` (IPv6 as `[ip]:port`) for --dns-server, or null when it is not one. */
function parseDnsServer(text: string): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/i.exec(text.trim());
  if (!match) return null;
  const ip = match[1] ?? match[2] ?? '';
  const port = match[3] === undefined ? 53 : Number(match[3]);
  if (!isIP(ip) || port < 1 || port > 65535) return null;
  return isIP(ip) === 6 ? `[${ip}]:${port}` : `${ip}:${port}`;
}

export const mirrorsCheckDefinition = defineCommand({
  path: ['mirrors', 'check'],
  description:
    'probe mirror domains (--domain, --domains-file, or GET /api/getMirrorsToCheck) stage by stage: a verdict and timings per mirror',
  options: {
    domain: {
      flags: '--domain <host...>',
      description: 'a mirror host or host:port to probe (repeatable)',
      whenAbsent: 'the API list',
      zod: z.array(z.string()).optional(),
    },
    domainsFile: {
      flags: '--domains-file <path>',
      description: 'a file of mirror hosts, one a line (# comments); - reads stdin',
      zod: z.string().min(1, 'must be a path, or - for stdin').optional(),
    },
    timeout: {
      flags: '--timeout <ms>',
      description: 'timeout per mirror in ms, all stages',
      default: '4000',
      zod: timeoutMs(),
    },
    concurrency: {
      flags: '--concurrency <n>',
      description: 'probes in flight at once',
      default: '100',
      zod: wholeNumber(1, MAX_CONCURRENCY),
    },
    scheme: {
      flags: '--scheme <scheme>',
      description: 'https or http',
      default: 'https',
      zod: z.enum(['https', 'http'], { message: 'must be https or http' }),
    },
    depth: {
      flags: '--depth <depth>',
      description: 'quick, or full: also read 64 KB of the page',
      default: 'quick',
      zod: z.enum(['quick', 'full'], { message: 'must be quick or full' }),
    },
    doh: {
      flags: '--doh <url>',
      description: 'also resolve with this DNS-over-HTTPS resolver; flag mismatches',
      zod: z
        .string()
        .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
          message: 'must be the http(s) URL of a DNS-over-HTTPS resolver',
          params: { suggestion: 'e.g. --doh https://cloudflare-dns.com/dns-query' },
        })
        .optional(),
    },
    dnsServer: {
      flags: '--dns-server <ip:port>',
      description: 'testing aid: resolve with this DNS server',
      hidden: true,
      zod: z
        .string()
        .transform((v, ctx) => {
          const server = parseDnsServer(v);
          if (server === null) {
            ctx.addIssue({
              code: 'custom',
              message: 'must be an IP address with an optional :port',
            });
            return z.NEVER;
          }
          return server;
        })
        .optional(),
    },
    report: {
      flags: '--report',
      description: 'post the results to POST /api/sendAntiBonusResult',
      zod: z.boolean().default(false),
    },
  },
  shared: apiOptions({ timeout: false }),
});
