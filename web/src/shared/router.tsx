// The app's router: wouter (about 2 KB gzipped, against react-router's 15 on
// every first visit: issue 21's budget) behind the few names the app uses, in
// the shape they had: useLocation() gives { pathname, search, hash },
// useNavigate() takes a path or its parts, NavLink marks the current page, and
// a layout renders its page at <Outlet />. Every path is absolute (href()).
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
  useRef,
} from 'react';
import { parse } from 'regexparam';
import {
  matchRoute,
  useParams as useRouteParams,
  useSearch,
  useLocation as useWouterLocation,
  Link as WouterLink,
} from 'wouter';

export { Route, Router, Switch, useSearchParams } from 'wouter';

/** Where the app is: the path, the query (with its `?`) and the hash (with its `#`). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The current location; re-renders when the path or the query changes. */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const query = useSearch();
  return useMemo(
    () => ({
      pathname,
      search: query ? `?${query}` : '',
      // The hash is read as the path changes (in-app links do not change the hash alone).
      hash: typeof window === 'undefined' ? '' : window.location.hash,
    }),
    [pathname, query],
  );
}

/** Goes to `to` (a path, or its parts), adding a history entry unless `replace`. */
export type Navigate = (to: string | Partial<AppLocation>, options?: { replace?: boolean }) => void;

/** `to` as an absolute path: a query or hash alone (`?login`) is on the current path. */
const resolve = (to: string, pathname: string) => (/^[?#]/.test(to) ? pathname + to : to);

/** The navigate function (stable across renders). */
export function useNavigate(): Navigate {
  const [pathname, navigate] = useWouterLocation();
  const here = useRef(pathname);
  here.current = pathname;
  return useMemo<Navigate>(
    () => (to, options) =>
      navigate(
        typeof to === 'string'
          ? resolve(to, here.current)
          : `${to.pathname ?? here.current}${to.search ?? ''}${to.hash ?? ''}`,
        options,
      ),
    [navigate],
  );
}

/** The current route's path parameters, decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useRouteParams() as Record<string, string | undefined>;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The absolute path (href()). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link inside the app: a real <a href>, followed without a page load. */
export function Link({ to, ...rest }: AnchorProps) {
  const [pathname] = useWouterLocation();
  return <WouterLink href={resolve(to, pathname)} {...rest} />;
}

/** Whether `to` is the current page (`end`), or the current page is under it. */
function useIsCurrent(to: string, end: boolean): boolean {
  const { pathname } = useLocation();
  const path = to.split(/[?#]/)[0] ?? to;
  return end || path === '/' || /^\/(en|kz)$/.test(path)
    ? pathname === path || pathname === `${path}/`
    : pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * A navigation link that knows whether it is the current page: it gets
 * aria-current="page", and `className` may be a function of { isActive }.
 */
export function NavLink({
  to,
  end = false,
  className,
  ...rest
}: Omit<AnchorProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const isActive = useIsCurrent(to, end);
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...rest}
    />
  );
}

/** Whether `path` matches the route template `pattern` whole (wouter's own parser). */
export function matchPath(pattern: string, path: string): boolean {
  return matchRoute(parse, pattern, path)[0];
}

const OutletContext = createContext<ReactNode>(null);

/** Renders `layout` with `page` at its <Outlet />. */
export function WithOutlet({ layout, page }: { layout: ReactNode; page: ReactNode }) {
  return <OutletContext.Provider value={page}>{layout}</OutletContext.Provider>;
}

/** Where a layout shows its page. */
export function Outlet() {
  return useContext(OutletContext);
}
