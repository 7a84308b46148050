import { useI18n } from '../../../i18n/i18n.tsx';
import { Slotted } from '../../../i18n/slotted.tsx';
import { useCountdownFormat } from '../../../shared/lib/use-countdown.ts';
import { AuthButtons } from '../../../shared/ui/auth-buttons.tsx';
import { useGuestBonus } from '../use-guest-bonus.ts';
import '../bonuses.css';

/** A guest's offer (promo bonus or welcome pack) with its live countdown; nothing for players. */
export function GuestBonusOffer() {
  const { t } = useI18n();
  const format = useCountdownFormat();
  const bonus = useGuestBonus();
  if (!bonus) return null;
  return (
    <section className="offer" aria-labelledby="guest-offer-title">
      <h2 id="guest-offer-title" className="offer__title">
        {bonus.promo
          ? t('bonuses.guest.promoTitle', { code: bonus.promo.code })
          : t('bonuses.guest.welcomeTitle')}
      </h2>
      {bonus.promo ? <p className="offer__name">{bonus.promo.bonus.name}</p> : null}
      <p className="offer__timer">
        <Slotted text={(time) => t('bonuses.guest.endsIn', { time })}>
          <time role="timer" data-testid="guest-bonus-countdown">
            {format(bonus.secondsLeft)}
          </time>
        </Slotted>
      </p>
      <AuthButtons />
    </section>
  );
}
