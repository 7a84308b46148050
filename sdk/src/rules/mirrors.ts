// Mirror domains as the API lists them and ops give them (SPEC.md section 3:
// "map of mirror domain to response time"): a host or host:port. One check for
// the CLI's probes and the web app's, so a bad entry is refused the same way.

/** A host or host:port (labels of letters, digits and hyphens; at most 253 characters). */
const DOMAIN_PATTERN =
  /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** What is wrong with a mirror domain (not a host[:port], or a port outside 1-65535), or null when it is fine. */
export function mirrorDomainProblem(domain: string): 'not a host[:port]' | 'port' | null {
  if (!DOMAIN_PATTERN.test(domain)) return 'not a host[:port]';
  const port = /:(\d+)$/.exec(domain)?.[1];
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535)) return 'port';
  return null;
}
