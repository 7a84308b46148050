// The profile's responsible-play section: the limits with the room they leave,
// the raises waiting out their 24 hours, the reality check and the automatic
// deposit window, and the breaks (time-out, self-exclusion). The app's page
// puts it inside the profile frame (features never import each other).
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Profile } from '../../../shared/domain/profile.ts';
import {
  type ResponsibleLimits,
  useResponsibleLimits,
} from '../../../shared/domain/responsible.ts';
import { activeRestriction } from '../../../shared/domain/restriction.ts';
import { QueryView, Section } from '../../../shared/ui/page-parts.tsx';
import '../responsible.css';
import { Breaks } from './breaks.tsx';
import { MoneyLimitForm, SessionLimitForm } from './limit-forms.tsx';
import { PendingList } from './pending-list.tsx';
import { Preferences } from './preferences.tsx';

/** The section for a logged-in player's `profile`. */
export function ResponsibleSection({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const query = useResponsibleLimits();
  // A running break comes first: it is what the player most needs to see.
  const running = (limits: ResponsibleLimits) => activeRestriction(limits, Date.now()) !== null;
  const breaks = (limits: ResponsibleLimits) => (
    <Section title={t('responsible.restriction.title')}>
      <Breaks limits={limits} region={profile.region} timeZone={profile.timezone} />
    </Section>
  );
  return (
    <QueryView query={query}>
      {(limits) => (
        <>
          {running(limits) ? breaks(limits) : null}
          <Section title={t('responsible.limits.title')}>
            <p className="notice">{t('responsible.limits.rule')}</p>
            <PendingList limits={limits} timeZone={profile.timezone} />
            <div className="limit-forms">
              <MoneyLimitForm kind="deposit" limits={limits} />
              <MoneyLimitForm kind="loss" limits={limits} />
              <MoneyLimitForm kind="wager" limits={limits} />
              <SessionLimitForm limits={limits} />
            </div>
          </Section>
          <Section title={t('responsible.prefs.title')}>
            <Preferences limits={limits} />
          </Section>
          {running(limits) ? null : breaks(limits)}
        </>
      )}
    </QueryView>
  );
}
