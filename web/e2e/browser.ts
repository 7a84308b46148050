// Launches Debian's Chromium through playwright-core, with the flags this
// machine needs (no background networking: the network is closed).
import { type Browser, chromium } from 'playwright-core';

/** Starts a headless Chromium. */
export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A visitor's browser: headless Chromium's own user agent counts as a bot, which skips the geo check. */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Headers a scripted answer from the (cross-origin) API needs. */
export const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
