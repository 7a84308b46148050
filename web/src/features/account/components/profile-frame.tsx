// The profile section: tabs for the profile root and its children, and a
// prompt to log in for guests.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { type MessageKey, useI18n } from '../../../i18n/i18n.tsx';
import { type Profile, useProfile } from '../../../shared/domain/profile.ts';
import { href, type StaticRouteName } from '../../../shared/lib/paths.ts';
import { AuthButtons } from '../../../shared/ui/auth-buttons.tsx';
import { QueryView } from '../../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../../shared/ui/ui.tsx';

const TABS = [
  ['profile', 'profile.tabs.overview'],
  ['profileBonuses', 'profile.tabs.bonuses'],
  ['profileHistory', 'profile.tabs.history'],
  ['profileAccess', 'profile.tabs.access'],
  ['profileSetting', 'profile.tabs.setting'],
  ['profileResponsible', 'profile.tabs.responsible'],
] as const satisfies readonly (readonly [StaticRouteName, MessageKey])[];

/** A profile page: the tabs, then `children(profile)` for a logged-in player. */
export function ProfileFrame({
  titleKey,
  children,
}: {
  titleKey: MessageKey;
  children: (profile: Profile) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const query = useProfile();
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab is-active' : 'tab');
  return (
    <PageFrame title={t(titleKey)}>
      <nav className="tabs" aria-label={t('profile.title')}>
        {TABS.map(([name, key]) => (
          <NavLink key={name} end className={tab} to={href(name, locale)}>
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
