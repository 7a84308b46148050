// The suite's one Chromium: global-setup.ts starts Debian's Chromium as a
// playwright-core browser server, and each spec file connects to it (a
// connection costs milliseconds, a launch about a second) for its contexts.
import {
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  chromium,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS } from '../tools/chromium.ts';

/** Starts a headless Chromium that spec files join with useChromium(server.wsEndpoint()). */
export function launchChromiumServer(executablePath: string): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
}

/** A visitor's browser: headless Chromium's own user agent counts as a bot, which skips the geo check. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A phone's browser (Chrome on Android), for a 360 px visitor. */
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** Headers a scripted answer from the (cross-origin) API needs. */
export const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };

/**
 * The suite's Chromium for a describe block (connected before, disconnected
 * after, closing its contexts) and visitor contexts on it: ru-RU, a desktop
 * user agent and 1280 x 900 unless told; `phone`: a phone's user agent, touch
 * and a 360 x 780 screen.
 */
export function useChromium(wsEndpoint: string) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(wsEndpoint);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    async visitor(
      options: { locale?: string; userAgent?: string; phone?: boolean } = {},
    ): Promise<BrowserContext> {
      if (!browser) throw new Error('not connected to Chromium');
      const context = await browser.newContext({
        locale: options.locale ?? 'ru-RU',
        userAgent: options.userAgent ?? (options.phone ? PHONE_CHROME : DESKTOP_CHROME),
        viewport: options.phone ? { width: 360, height: 780 } : { width: 1280, height: 900 },
        ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
      });
      contexts.push(context);
      // The sandbox's data names hosts of the reserved example domains (mirrors,
      // game images, SSO): nothing leaves loopback, so requests to them fail at
      // once, as on a closed network (a test's own page.route still comes first).
      await context.route(
        /^https?:\/\/([a-z0-9-]+\.)*(example|example\.com|example\.org|example\.net)(:\d+)?\//i,
        (route) => route.abort('addressunreachable'),
      );
      return context;
    },
  };
}

/**
 * Waits for the start-ups the app mounts once the first page is on screen
 * (payments watcher, tracking, bonuses, PWA, mirror checks: one Suspense
 * boundary in web/src/app/app.tsx): the PWA one writes the userVersion cookie.
 */
export async function startUpsMounted(context: BrowserContext): Promise<void> {
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'userVersion'))
    .toBe(true);
}

/**
 * Waits until the app has taken over the page: its page head replaces the
 * HTML file's (marked data-default-head). Before that a prerendered page's
 * links are plain links that load the page anew.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-default-head]'), null, {
    timeout: 20_000,
  });
}

/** Marks the headings of the page being left, so the next page can be told apart. */
export const LEFT = 'data-e2e-left';

/**
 * Goes to `path` with the app's router, without a page load: the router
 * (React Router) follows the history on popstate, as it does for Back and Forward.
 * The headings of the page left carry `LEFT`.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ path, left }) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute(left, '');
      history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { path, left: LEFT },
  );
}

/**
 * Passes a routed request on to its server and answers the page with what
 * `answer` makes of the response. When the pass fails (the server reset the
 * connection on a busy machine, or the page closed meanwhile), the request
 * fails in the page as it would have unrouted, not as an unhandled error of
 * the test run.
 */
export async function passOn(
  route: Route,
  answer: (response: APIResponse) => Promise<Parameters<Route['fulfill']>[0]>,
): Promise<void> {
  let options: Parameters<Route['fulfill']>[0];
  try {
    options = await answer(await route.fetch());
  } catch {
    await route.abort('connectionreset').catch(() => undefined);
    return;
  }
  await route.fulfill(options);
}
