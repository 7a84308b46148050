// The no-access layout: only the brand and the message, for blocked regions.
// Reached after a route change, the focus goes to its heading (route-focus.ts).
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { FatalErrorBoundary } from '../error-boundary.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useRouteFocus } from './route-focus.ts';

/** The layout of /no-access. */
export function NoAccessLayout() {
  const { t } = useI18n();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="app app--no-access" data-layout="no-access">
      <header className="no-access__header">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true">
            ★
          </span>
          {t('brand.name')}
        </span>
        <LanguageSwitch />
      </header>
      <main ref={main} id="content" className="main main--center">
        <FatalErrorBoundary>
          <Outlet />
        </FatalErrorBoundary>
      </main>
    </div>
  );
}
