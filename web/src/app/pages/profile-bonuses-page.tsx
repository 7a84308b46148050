// /profile/bonuses, composed here because it shows three features' parts: the
// account's profile frame, the bonus account (active bonuses with their
// wagering, past ones, a promo code to apply), the bonus waiting for registration and deposit, and
// the player's free spins with their details and cancel.
import { ProfileFrame } from '../../features/account/components/profile-frame.tsx';
import { usePlayerBonuses, useWaitingBonus } from '../../features/bonuses/api.ts';
import { BonusAccount } from '../../features/bonuses/components/bonus-account.tsx';
import { PromoForm } from '../../features/bonuses/components/promo-form.tsx';
import { WaitingBonus } from '../../features/bonuses/components/waiting-bonus.tsx';
import { useFreeSpins } from '../../features/free-spins/api.ts';
import { FreeSpinList } from '../../features/free-spins/components/free-spin-list.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useAnswered } from '../../shared/ui/held-until.tsx';
import { HeldUntil, Section } from '../../shared/ui/page-parts.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.account,
  MESSAGE_GROUPS.bonuses,
  MESSAGE_GROUPS['free-spins'],
];

function Bonuses() {
  const { t } = useI18n();
  // Shown whole once the lists have answered: nothing above pushes the spins down.
  const answered = useAnswered(usePlayerBonuses(), useWaitingBonus(), useFreeSpins());
  return (
    <HeldUntil ready={answered} label={t('common.loading')}>
      <BonusAccount />
      <WaitingBonus />
      <Section title={t('freeSpins.title')}>
        <FreeSpinList />
      </Section>
      <PromoForm />
    </HeldUntil>
  );
}

/** /profile/bonuses. */
export default function Page() {
  return <ProfileFrame titleKey="profile.tabs.bonuses">{() => <Bonuses />}</ProfileFrame>;
}
