// SuccessPayment (SPEC.md section 4: opens when the invoice is paid): what was
// credited to the balance, the invoice's shop_amount after commission (the
// server credits exactly that), not the invoice amount the player transferred;
// and the bonus that reached the bonus account with it, with a way to its
// wagering (/profile/bonuses).
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import '../payments.css';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.payments];

/** SuccessPayment: the deposit arrived; `credited` reached the balance, `bonus` the bonus account. */
export default function SuccessPaymentModal({
  credited,
  bonus,
}: {
  credited?: number;
  bonus?: number;
}) {
  const { t, locale } = useI18n();
  const { close } = useModals();
  const money = useMoney();
  const currency = usePlayerCurrency();
  return (
    <Dialog title={t('success.title')} onClose={close}>
      <p className="success__amount">
        {typeof credited === 'number' ? money(credited, currency) : null}
      </p>
      {typeof bonus === 'number' && bonus > 0 ? (
        <p className="success__bonus">
          {t('success.bonus', { amount: money(bonus, currency) })}{' '}
          <Link to={href('profileBonuses', locale)} onClick={close}>
            {t('success.bonusLink')}
          </Link>
        </p>
      ) : null}
      <p>{t('success.text')}</p>
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('success.play')}
      </button>
    </Dialog>
  );
}
