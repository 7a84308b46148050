// Fatal errors (a render error, a route chunk that failed to load) go to
// /error, which offers a way back.
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { splitLocale } from '../i18n/paths.ts';
import { href, ROUTES } from '../shared/lib/paths.ts';

/** Where the fatal error happened, for the error page's "try again". */
export const FAILED_PATH_KEY = 'casino:failedPath';

function GoToErrorPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { locale } = useI18n();
  useEffect(() => {
    try {
      sessionStorage.setItem(FAILED_PATH_KEY, `${pathname}${search}`);
    } catch {
      // storage may be off; the error page then offers home only
    }
    navigate(href('error', locale), { replace: true });
  }, [pathname, search, locale, navigate]);
  return null;
}

interface State {
  failed: boolean;
}

/**
 * Shows `fallback` instead of `children` once they fail to render (a page, a
 * modal, a background flow); `what` names them in the console's error line.
 */
export class Boundary extends Component<
  { children: ReactNode; fallback: ReactNode; what?: string },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { what } = this.props;
    console.error(what ? `${what} failed` : 'fatal app error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Sends fatal errors in the page area to /error. Keyed by the path, so a new
 * page starts with a fresh boundary; a failure on /error itself shows a plain
 * message with a link home.
 */
export function FatalErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const atErrorPage = splitLocale(pathname).path === ROUTES.error.path;
  const fallback = atErrorPage ? (
    <p className="state state--error">
      Something went wrong. / Что-то пошло не так. <a href="/">Home</a>
    </p>
  ) : (
    <GoToErrorPage />
  );
  return (
    <Boundary key={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
