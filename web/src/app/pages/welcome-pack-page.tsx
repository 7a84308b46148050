// /welcome-pack: the guest packs, a guest's countdown offer and how the pack
// works; the body shows once the answers that decide its shape are in.

import { Link } from 'react-router';
import { useBonusPagesSettled } from '../../features/bonuses/api.ts';
import { GuestBonusOffer } from '../../features/bonuses/components/guest-bonus-offer.tsx';
import { WelcomePacks } from '../../features/bonuses/components/welcome-packs.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { usePlayer } from '../../shared/domain/player.tsx';
import { HeldUntil, Section } from '../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.bonuses, MESSAGE_GROUPS.cards];

/** /welcome-pack: the guest packs (publicTitle), the guest countdown, how it works. */
export default function Page() {
  const { t } = useI18n();
  const { loggedIn } = usePlayer();
  const settled = useBonusPagesSettled();
  return (
    <PageFrame
      title={t('nav.welcomePack')}
      lead={t('welcomePack.lead')}
      actions={
        loggedIn ? (
          <Link className="button button--primary" to="?deposit">
            {t('account.deposit')}
          </Link>
        ) : null
      }
    >
      <HeldUntil ready={settled} label={t('common.loading')}>
        <GuestBonusOffer />
        <Section title={t('welcomePack.packs')}>
          <WelcomePacks />
        </Section>
        <Section title={t('welcomePack.howToGet')}>
          <ol className="rules">
            <li>{t('welcomePack.step1')}</li>
            <li>{t('welcomePack.step2')}</li>
            <li>{t('welcomePack.step3')}</li>
          </ol>
        </Section>
      </HeldUntil>
    </PageFrame>
  );
}
