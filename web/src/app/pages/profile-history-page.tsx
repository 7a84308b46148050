// /profile/history, composed here because it shows two features' parts: the
// account's money movements (deposits, withdrawals with their status, and
// every bet and win) and the games' "My bets", every in-house round played
// for money with its verification.
import { useHistory } from '../../features/account/api/history.ts';
import { Movements } from '../../features/account/components/movements.tsx';
import { ProfileFrame } from '../../features/account/components/profile-frame.tsx';
import { useRounds } from '../../features/games/fair/api.ts';
import { AllBets } from '../../features/games/fair/components/all-bets.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import type { Profile } from '../../shared/domain/profile.ts';
import { useAnswered } from '../../shared/ui/held-until.tsx';
import { HeldUntil, Section } from '../../shared/ui/page-parts.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.account,
  MESSAGE_GROUPS.history,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.bets,
];

function History({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  // Shown whole once both lists have answered: the movements never push My bets down.
  const answered = useAnswered(useHistory(1), useRounds(null, true));
  return (
    <HeldUntil ready={answered} label={t('common.loading')}>
      <Movements profile={profile} />
      <Section title={t('fair.myBets')}>
        <AllBets />
      </Section>
    </HeldUntil>
  );
}

/** /profile/history: every movement of the balance and every round played for money. */
export default function Page() {
  return (
    <ProfileFrame titleKey="profile.tabs.history">
      {(profile) => <History profile={profile} />}
    </ProfileFrame>
  );
}
