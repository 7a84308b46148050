// Leaving for another host happens only over https to a host on an allow-list
// from configuration (SSO links, mirror links); anything else is refused and
// the reason logged, never shown.

/** The address to go to, or null (refused, with the reason logged under `what`). */
export function checkRedirectTarget(
  link: string,
  allowedHosts: readonly string[],
  what: string,
): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    console.error(`${what} refused: not an address`, link);
    return null;
  }
  if (url.protocol !== 'https:') {
    console.error(`${what} refused: not https`, url.origin);
    return null;
  }
  if (url.username || url.password) {
    console.error(`${what} refused: address carries credentials`, url.hostname);
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!allowedHosts.some((allowed) => allowed.toLowerCase() === host)) {
    console.error(`${what} refused: host not allowed`, url.hostname);
    return null;
  }
  return url;
}
