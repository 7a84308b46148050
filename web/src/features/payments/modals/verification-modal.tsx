import { verificationShown } from '@casino/sdk';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.payments, MESSAGE_GROUPS.account];

/** Verification: the player's verification state through the SDK's mapping (SPEC.md section 4). */
export default function VerificationModal() {
  const { t } = useI18n();
  const { close } = useModals();
  const { verification } = usePlayer();
  const need = verification?.isNeed ?? false;
  const state = verificationShown(verification?.status);
  return (
    <Dialog title={t('verification.title')} onClose={close}>
      <p className={`chip chip--${state === 'success' ? 'active' : 'upcoming'}`}>
        {t(`verification.state.${state}`)}
      </p>
      <p>{t(`verification.text.${state}`)}</p>
      {need ? <p className="muted">{t('verification.needed')}</p> : null}
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('common.close')}
      </button>
    </Dialog>
  );
}
