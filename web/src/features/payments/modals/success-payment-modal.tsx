import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { Dialog } from '../../../shared/dialog.tsx';
import { useModals } from '../../../shared/modals.tsx';
import { useMoney } from '../../../shared/money.ts';
import { usePlayerCurrency } from '../../../shared/player.tsx';
import '../payments.css';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.payments];

/** SuccessPayment: the deposit arrived. */
export default function SuccessPaymentModal({ amount }: { amount?: number }) {
  const { t } = useI18n();
  const { close } = useModals();
  const money = useMoney();
  const currency = usePlayerCurrency();
  return (
    <Dialog title={t('success.title')} onClose={close}>
      <p className="success__amount">
        {typeof amount === 'number' ? money(amount, currency) : null}
      </p>
      <p>{t('success.text')}</p>
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('success.play')}
      </button>
    </Dialog>
  );
}
