// The profile section: tabs for the profile root and its children, and a
// prompt to log in for guests.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { AuthButtons } from '../../../shared/auth-buttons.tsx';
import { type Profile, useProfile } from '../../../shared/profile.ts';
import { Loading, PageFrame, QueryView } from '../../../shared/ui.tsx';

const TABS = [
  ['/profile', 'profile.tabs.overview'],
  ['/profile/bonuses', 'profile.tabs.bonuses'],
  ['/profile/history', 'profile.tabs.history'],
  ['/profile/access', 'profile.tabs.access'],
  ['/profile/setting', 'profile.tabs.setting'],
] as const;

/** A profile page: the tabs, then `children(profile)` for a logged-in player. */
export function ProfileFrame(props: {
  titleKey: string;
  children: (profile: Profile) => ReactNode;
}) {
  return (
    <WithMessages ns="account" fallback={<Loading />}>
      <Frame {...props} />
    </WithMessages>
  );
}

function Frame({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (profile: Profile) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const query = useProfile();
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab is-active' : 'tab');
  return (
    <PageFrame title={t(titleKey)}>
      <nav className="tabs" aria-label={t('profile.title')}>
        {TABS.map(([path, key]) => (
          <NavLink key={path} end className={tab} to={localizePath(path, locale)}>
            {t(key)}
          </NavLink>
        ))}
      </nav>
      {query.data === undefined && !query.isLoading ? (
        <div className="notice">
          <p>{t('profile.guest')}</p>
          <div className="notice__actions">
            <AuthButtons />
          </div>
        </div>
      ) : (
        <QueryView query={query}>{(profile) => children(profile)}</QueryView>
      )}
    </PageFrame>
  );
}
