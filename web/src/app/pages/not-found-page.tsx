// A path matching no page: "Page Not Found: {path}" inside the normal layout
// (not fatal, no redirect); its document head says so and is noindex.
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { href } from '../../shared/lib/paths.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';
import { RouteHead } from '../route-page.tsx';

/** The 404 page. */
export function NotFoundPage() {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  return (
    <PageFrame title={t('notFound.title', { path: pathname })} lead={t('notFound.lead')}>
      <RouteHead name={null} />
      <Link className="button button--primary" to={href('home', locale)}>
        {t('errorPage.home')}
      </Link>
    </PageFrame>
  );
}
