// Welcome: what a new player sees once their registration is done, instead
// of a silent wait: what they already got (free spins), what their first
// deposit brings (the billing data's offer: its percent and maximum) and the
// welcome pack, with a Deposit button. Composed here because it shows three
// features' data (bonuses, free spins, payments). Loading the offer here
// also leaves it cached for PayIn, which opens with its form.
import { Link } from 'react-router';
import { useWelcomePacks } from '../../features/bonuses/api.ts';
import { useFreeSpins } from '../../features/free-spins/api.ts';
import { useBillingData } from '../../features/payments/api.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useMoney } from '../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../shared/domain/player.tsx';
import { href } from '../../shared/lib/paths.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { useModals } from '../../shared/ui/modals.tsx';
import './welcome-modal.css';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.bonuses];

/** The Welcome modal, opened by a registration. */
export default function WelcomeModal() {
  const { t, locale } = useI18n();
  const { open, close } = useModals();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const offer = useBillingData(true).data?.payments.bonus;
  const spins = useFreeSpins().data?.data.length ?? 0;
  const pack = useWelcomePacks().data?.data[0]?.publicTitle;
  return (
    <Dialog title={t('welcome.title')} onClose={close}>
      <ul className="welcome">
        {spins > 0 ? (
          <li>
            {t('welcome.spins')}{' '}
            <Link to={href('profileBonuses', locale)} onClick={close}>
              {t('welcome.spinsLink')}
            </Link>
          </li>
        ) : null}
        {offer?.terms ? (
          <li>
            {t('welcome.firstDeposit', {
              percent: offer.terms.percent,
              max: money(offer.terms.max_amount, currency),
            })}
          </li>
        ) : null}
        {pack ? <li>{pack}</li> : null}
      </ul>
      <div className="notice__actions">
        <button type="button" className="button button--primary" onClick={() => open('payIn')}>
          {t('welcome.deposit')}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('welcome.later')}
        </button>
      </div>
    </Dialog>
  );
}
