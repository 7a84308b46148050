// An accessible modal dialog on the native <dialog>: labelled by its title,
// the rest of the page inert while open (focus stays inside), Escape closes,
// and focus returns to where it was.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import './dialog.css';

/** A modal dialog, open while mounted. */
export function Dialog({
  title,
  onClose,
  children,
  sheet = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Slides up from the bottom of the screen, its full width (a phone's sheet). */
  sheet?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useI18n();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={sheet ? 'dialog dialog--sheet' : 'dialog'}
      aria-labelledby={titleId}
      aria-modal="true"
    >
      <header className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('common.close')}
          onClick={() => close.current()}
        >
          ×
        </button>
      </header>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
