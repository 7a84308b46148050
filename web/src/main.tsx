// The web app's entry: cleans the address (a login link's token, a
// protocol-relative path), sends a visitor of another language to its
// address, loads that language's messages, then renders the app.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { redirectToPreferredLocale } from './app/locale-redirect.ts';
import { preloadFirstPage } from './app/routes.ts';
import { loadLocale } from './i18n/i18n.tsx';
import { splitLocale } from './i18n/paths.ts';
import { keepArrivalAddress } from './shared/domain/arrival-address.ts';
import { takeLoginLink } from './shared/domain/login-link.ts';
import { warmIntl } from './shared/domain/money.ts';
import { startProfile } from './shared/domain/profile.ts';
import { type ApiState, createApiState } from './shared/lib/api.tsx';
import { cookieTokenStore } from './shared/lib/cookies.ts';
import { normaliseAddress } from './shared/lib/in-app-path.ts';
import { captureInstallPrompt } from './shared/lib/install-event.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// An address such as //evil.example/x becomes /evil.example/x, and a login
// link's token leaves the address bar, before anything can read or report it.
normaliseAddress();
takeLoginLink();
keepArrivalAddress();
// A visitor of another language goes to its address before anything renders.
redirectToPreferredLocale();

// The browser may offer installation before the install banner loads: keep the offer.
captureInstallPrompt();

/** Renders the app once the first page's core messages are there. */
async function start(root: HTMLElement): Promise<void> {
  // The first page's core messages are there before the first render, so no
  // step of the load shows a message key or swaps one language for another
  // (each language's core messages are a chunk the page's file names beside
  // the entry, a few kilobytes; the en fallback loads after it: every
  // language has every key). A function, not a top-level
  // await: an entry chunk that awaits makes the bundler move every module it
  // shares with lazy chunks out of it, into many small first-visit files.
  // The first page's code and message groups load beside them, so the first
  // paint is the page rather than its skeleton; and so does the first page's
  // data (the player's profile, the page's firstData): asked for now, it
  // answers while the app hydrates rather than after.
  const { pathname, search } = window.location;
  const { locale } = splitLocale(pathname);
  warmIntl(locale);
  // The configuration was validated by vite.config.ts when the dev server or the build started.
  const config = __APP_CONFIG__;
  const tokens = cookieTokenStore();
  // Made here only when there is something to ask for (its set-up is a few
  // milliseconds of this task); otherwise the app makes it as it renders.
  let api: ApiState | undefined;
  const client = () => {
    api ??= createApiState({ apiUrl: config.apiUrl, tokens, locale, ssoHosts: config.ssoHosts });
    return api.client;
  };
  if (tokens.get()) startProfile(client());
  await Promise.all([loadLocale(locale, false), preloadFirstPage(pathname, client, search)]);
  const app = (
    <StrictMode>
      {/* An address change renders at once, not as a transition: the new page's
          skeleton shows while its code loads, not the old page under the new address. */}
      <BrowserRouter useTransitions={false}>
        <App config={config} api={api} />
      </BrowserRouter>
    </StrictMode>
  );
  // A page prerendered at build time (build/route-html.ts) is a guest's view
  // of this address: hydrated when that is what the app renders first, else
  // replaced (a player, or a visitor just sent to another language's address).
  // Either way a transition, so the work yields to the browser between pieces.
  const page = document.documentElement;
  const held = page.hasAttribute('data-hold');
  const hydrate =
    !held && root.dataset.prerendered === pathname && !tokens.get() && root.hasChildNodes();
  // Markup held back (another address's page, or another language's) is
  // dropped: the app's render comes in its place.
  if (held) root.replaceChildren();
  page.removeAttribute('data-hold');
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The sandbox's scenario panel: development only (npm start sets
  // VITE_SANDBOX_URL); a production build contains none of it.
  const sandboxUrl = import.meta.env.DEV && import.meta.env.VITE_SANDBOX_URL;
  if (sandboxUrl)
    void import('./features/sandbox-panel/sandbox-panel.tsx').then((m) =>
      m.mountSandboxPanel(sandboxUrl),
    );
}

// Framed by another page (on a host that ignores the frame headers of
// build/security-headers.ts), the app does not render, and a prerendered
// page's markup (hidden by the page's inline script) goes: nothing in it can
// be clicked through a frame.
if (window.top === window.self) void start(root);
else root.replaceChildren();
