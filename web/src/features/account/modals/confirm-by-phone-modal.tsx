// ConfirmByPhone: log in with a code sent by SMS.
import { useI18n } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../shared/dialog.tsx';
import { useModals } from '../../../shared/modals.tsx';
import { CodeLogin } from '../forms/code-login.tsx';

/** The ConfirmByPhone modal. */
export default function ConfirmByPhoneModal() {
  const { t } = useI18n();
  const { close } = useModals();
  return (
    <Dialog title={t('login.phoneTitle')} onClose={close}>
      <CodeLogin channel="phone" onDone={close} />
    </Dialog>
  );
}
