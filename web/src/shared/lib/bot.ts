// Crawler detection (isbot's user-agent pattern): bots skip the region check,
// the SSO check and arrival tracking. Its own module, loaded by those after
// the first paint, so the pattern is not part of the first visit's code.
import { isbot } from 'isbot';

/** True when the browser is a crawler or another bot. */
export function isBotUserAgent(userAgent: string = navigator.userAgent): boolean {
  return isbot(userAgent);
}
