// Whether an address is this machine's, for the guards that keep development
// tools on it (the sandbox's scenario controls) and the warnings of what a
// command would expose beyond it (mirrors watch --metrics). Literal only:
// `localhost` itself and the loopback addresses (127.0.0.0/8, ::1, and
// ::ffff:127.x.y.z); a name under .localhost or one that merely resolves to
// 127.0.0.1 is not trusted, since resolution is the resolver's to change.
import { isIP } from 'node:net';

/** True for `localhost` and the literal loopback addresses (IPv6 with or without brackets). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host);
  return false;
}
