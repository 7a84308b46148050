// Build time only (build/route-html.ts): a page of the app rendered to HTML
// as a guest's browser renders it first (before any API answer: the data's
// places hold their skeletons), so the route's HTML file paints the page
// before the app's code has loaded, and the app hydrates it (main.tsx).
// React Router's own pre-rendering is framework mode's; in declarative mode
// (docs/decisions/router.md) its <StaticRouter> gives the address.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadFirstPage } from './app/routes.ts';
import { loadLocale } from './i18n/i18n.tsx';
import { splitLocale } from './i18n/paths.ts';

/** The HTML of #root for `pathname`, as the app's first render makes it. */
export async function renderPage(pathname: string): Promise<string> {
  await Promise.all([loadLocale(splitLocale(pathname).locale, false), preloadFirstPage(pathname)]);
  // prerender (not renderToString) waits for every lazy part, so nothing in
  // the HTML is a fallback the client would render differently.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App config={__APP_CONFIG__} />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => console.error(`prerender ${pathname}:`, error) },
  );
  return new Response(prelude).text();
}
