// One route's page: its module loads on demand (one chunk per module), then the
// message groups the module names; its component gets the route's `params`
// (shared/lib/paths.ts) as props, the value of a module several routes share. A
// module that could not be fetched loads the page anew (shared/lib/reload.ts:
// the document would refuse it and every module needing its files from then
// on), once in 10 s; a second failure, or a module that has not loaded after
// CHUNK_TIMEOUT_MS, goes to the error page, whose retry loads the page anew.
// Beside the page, its document head (seo/page-head.tsx: title, description,
// canonical, hreflang, Open Graph, JSON-LD) in a Suspense of its own, so the
// head never holds the page back, nor the page the head.
// Lazy route modules (`route.lazy`) are React Router's data mode; in its
// declarative mode (docs/decisions/router.md) a route's element is this.
import { type ComponentType, lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useI18n, withMessages } from '../i18n/i18n.tsx';
import { type PageParams, ROUTES, type RouteDef, type RouteName } from '../shared/lib/paths.ts';
import { reloadWhenLoadFails } from '../shared/lib/reload.ts';
import { PageSkeleton } from '../shared/ui/ui.tsx';
import { type AnyPageModule, loadedPage, PAGES } from './routes.ts';

/** How long a route's or modal's module may take to load. */
export const CHUNK_TIMEOUT_MS = 20_000;

/** `load`, or a failure once it has taken CHUNK_TIMEOUT_MS. */
export function loadWithin<T>(load: Promise<T>): Promise<T> {
  return Promise.race([
    load,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('module load timed out')), CHUNK_TIMEOUT_MS),
    ),
  ]);
}

/** The page's place while its code and messages load. */
function PageLoading() {
  const { t } = useI18n();
  return <PageSkeleton label={t('common.loading')} />;
}

const cache = new Map<RouteName, ComponentType<PageParams>>();

function lazyPage(name: RouteName): ComponentType<PageParams> {
  let component = cache.get(name);
  // The first page, loaded before the first render (main.tsx), renders at once.
  const loaded = loadedPage(name);
  if (!component && loaded) {
    component = withMessages(loaded, <PageLoading />).default;
    cache.set(name, component);
  }
  if (!component) {
    component = lazy(() =>
      loadWithin(reloadWhenLoadFails(PAGES[name]() as Promise<AnyPageModule>)).then((page) =>
        withMessages(page, <PageLoading />),
      ),
    );
    cache.set(name, component);
  }
  return component;
}

// The head's module and its messages load after the first paint; a module
// that cannot load leaves index.html's defaults (never the error page).
const PageHead = lazy<ComponentType<{ route: RouteName | null }>>(() =>
  import('./seo/page-head.tsx').catch(() => ({ default: () => null })),
);

/**
 * The document head of a route's page (null: the 404 page), rendered in the
 * browser only, after the first commit: a page rendered to HTML at build
 * time has its head in its file (build/seo.ts), and hydrating it finds
 * nothing of this here, nor a boundary the server could not finish.
 */
export function RouteHead({ name }: { name: RouteName | null }) {
  const [mounted, setMounted] = useState(false);
  // A transition: an urgent update here would finish the page's hydration in one long task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <PageHead route={name} />
    </Suspense>
  ) : null;
}

/** The props of a page whose route gives none (most routes have no `params`). */
const NO_PARAMS: PageParams = {};

/** Renders a route's page inside Suspense, with its head. */
export function RoutePage({ name }: { name: RouteName }) {
  const Page = lazyPage(name);
  const params = (ROUTES[name] as RouteDef).params ?? NO_PARAMS;
  return (
    <>
      <RouteHead name={name} />
      <Suspense fallback={<PageLoading />}>
        <Page {...params} />
      </Suspense>
    </>
  );
}
