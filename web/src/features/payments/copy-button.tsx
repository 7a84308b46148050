// Copy: puts a number or an address the player must type elsewhere on the
// clipboard, and says whether it worked (select it by hand otherwise).
import { useI18n } from '../../i18n/i18n.tsx';
import { notifySuccess } from '../../shared/ui/notify.tsx';

/** A button that copies `text`. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useI18n();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(t('invoice.copied'));
    } catch {
      notifySuccess(t('invoice.copyManually'));
    }
  }
  return (
    <button type="button" className="button button--ghost button--small" onClick={copy}>
      {t('invoice.copy')}
    </button>
  );
}
