// ConfirmByPhone: log in with a code sent by SMS.
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { CodeLogin } from '../forms/code-login.tsx';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.player, MESSAGE_GROUPS.login];

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
