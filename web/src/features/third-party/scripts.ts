// Third-party scripts (SPEC.md section 7: chat widget, tag manager, product
// analytics, customer data, fingerprint, captcha). Each is off unless its URL
// is configured (VITE_SCRIPT_*), never in development, and loads only once the
// page is interactive (after `load`, then an idle moment, or 1 ms where the
// browser has no idle callback: SPEC.md's idle fallback). A failure is logged,
// never shown (section 8 names the captcha's). The built app's
// Content-Security-Policy allows exactly these scripts' hosts (web/build/csp.ts).
import { TIMINGS } from '@casino/sdk';
import type { AppConfig, ScriptKind } from '../../shared/lib/config.ts';
import { startFingerprint } from '../../shared/lib/fingerprint.ts';

/** Runs `callback` once the page has loaded and the browser is idle. */
export function whenInteractive(callback: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => callback());
    else win.setTimeout(callback, TIMINGS.idleFallback);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Adds an async classic script; resolves when it ran, rejects when it failed to load. */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.referrerPolicy = 'strict-origin-when-cross-origin';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${url}`)), {
      once: true,
    });
    doc.head.append(script);
  });
}

/** What a failure of each script logs (the captcha's is SPEC.md section 8's). */
const FAILURE: Record<ScriptKind, string> = {
  chat: 'chat widget script failed to load',
  tagManager: 'tag manager script failed to load',
  analytics: 'product analytics script failed to load',
  customerData: 'customer data script failed to load',
  fingerprint: 'fingerprint script failed to load',
  captcha: 'captcha script failed to load',
};

/** Loads every configured script once the page is interactive; returns the kinds it started. */
export function startThirdPartyScripts(
  scripts: AppConfig['scripts'],
  deps: {
    enabled: boolean;
    win?: Window;
    /** The fingerprint script is an ES module (see shared/lib/fingerprint.ts). */
    importModule?: (url: string) => Promise<object>;
  },
): ScriptKind[] {
  if (!deps.enabled) return [];
  const win = deps.win ?? window;
  const importModule = deps.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  const started: ScriptKind[] = [];
  for (const [kind, url] of Object.entries(scripts) as [ScriptKind, string | undefined][]) {
    if (!url) continue;
    started.push(kind);
    whenInteractive(() => {
      if (kind === 'fingerprint') {
        void startFingerprint(() => importModule(url));
        return;
      }
      loadScript(url, win.document).catch((error: unknown) =>
        console.error(FAILURE[kind], url, error),
      );
    }, win);
  }
  return started;
}
