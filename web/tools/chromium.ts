// The Chromium this project drives (the browser suite, the audit, the
// screenshots and the measuring tools): where it is, and the flags this
// machine needs.
import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH), or undefined when there is none. */
export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p && existsSync(p)),
  );
}

/** The flags this machine needs: no sandbox, no GPU, no background networking (the network is closed). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
