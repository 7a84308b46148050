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
