// /bonuses: a guest's countdown offer, a player's waiting bonus and campaign
// or super bonus, the welcome packs and the VIP club; the body shows once the
// answers that decide its shape are in (useBonusPagesSettled), so nothing moves.
// During a time-out or self-exclusion a player sees the notice in
// place of every offer: no bonus, welcome pack or VIP club then.
import { COOKIES } from '@casino/sdk';
import { Link } from 'react-router';
import { useBonusPagesSettled } from '../../features/bonuses/api.ts';
import { GuestBonusOffer } from '../../features/bonuses/components/guest-bonus-offer.tsx';
import { WaitingBonus } from '../../features/bonuses/components/waiting-bonus.tsx';
import { WelcomePacks } from '../../features/bonuses/components/welcome-packs.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useCookie } from '../../shared/lib/cookies.ts';
import { href } from '../../shared/lib/paths.ts';
import { HeldUntil, Section } from '../../shared/ui/page-parts.tsx';
import { RestrictionNotice, useRunningRestriction } from '../../shared/ui/restriction-notice.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.bonuses, MESSAGE_GROUPS.cards];

/** Campaign bonus from a utm arrival (the ad-bonus cookies, 600 s) and the player's super bonus. */
function ExtraBonuses() {
  const { t } = useI18n();
  const { superBonus } = usePlayer();
  const adType = useCookie(COOKIES.adBonusType);
  const adValue = useCookie(COOKIES.adBonusValue);
  if (!superBonus && !(adType && adValue)) return null;
  return (
    <Section title={t('bonuses.yours')}>
      <ul className="list">
        {adType && adValue ? (
          <li>{t('bonuses.campaign', { value: adValue, type: adType })}</li>
        ) : null}
        {superBonus ? <li>{t('bonuses.superBonus', { code: superBonus })}</li> : null}
      </ul>
    </Section>
  );
}

/** /bonuses. */
export default function Page() {
  const { t } = useI18n();
  const settled = useBonusPagesSettled();
  const { loggedIn } = usePlayer();
  const restriction = useRunningRestriction();
  return (
    <PageFrame title={t('nav.bonuses')} lead={t('bonuses.lead')}>
      <HeldUntil ready={settled} label={t('common.loading')}>
        {loggedIn && restriction ? (
          <RestrictionNotice restriction={restriction} />
        ) : (
          <>
            <GuestBonusOffer />
            <WaitingBonus />
            <ExtraBonuses />
            <Offers />
          </>
        )}
      </HeldUntil>
    </PageFrame>
  );
}

/** The welcome packs and the VIP club. */
function Offers() {
  const { t, locale } = useI18n();
  return (
    <>
      <Section
        title={t('nav.welcomePack')}
        more={
          <Link className="section__more" to={href('welcomePack', locale)}>
            {t('common.more')}
          </Link>
        }
      >
        <WelcomePacks />
      </Section>
      <Section title={t('nav.vipClub')}>
        <p className="prose">{t('vip.lead')}</p>
        <Link className="button button--ghost" to={href('vipClub', locale)}>
          {t('vip.more')}
        </Link>
      </Section>
    </>
  );
}
