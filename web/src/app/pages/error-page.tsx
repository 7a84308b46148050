// /error: where fatal errors land, with a way back.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { href } from '../../shared/lib/paths.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';
import { FAILED_PATH_KEY } from '../error-boundary.tsx';

/** The error page. */
export default function ErrorPage() {
  const { t, locale } = useI18n();
  const [failedPath, setFailedPath] = useState<string | null>(null);
  useEffect(() => {
    try {
      const path = sessionStorage.getItem(FAILED_PATH_KEY);
      // Only paths of this site: never an address elsewhere.
      if (path?.startsWith('/') && !path.startsWith('//')) setFailedPath(path);
    } catch {
      // no storage: home only
    }
  }, []);
  return (
    <PageFrame title={t('errorPage.title')} lead={t('errorPage.lead')}>
      <div className="notice__actions">
        {failedPath ? (
          <a className="button button--primary" href={failedPath}>
            {t('errorPage.retry')}
          </a>
        ) : null}
        <Link className="button button--ghost" to={href('home', locale)}>
          {t('errorPage.home')}
        </Link>
      </div>
    </PageFrame>
  );
}
