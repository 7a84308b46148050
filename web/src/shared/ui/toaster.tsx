// The notification renderer, loaded on the first notification (react-hot-toast
// stays out of the first visit). 3000 ms on screen, 300 ms animation, 300 px wide.
import { NOTIFICATION_DEFAULTS } from '@casino/sdk';
import toast, { Toaster } from 'react-hot-toast';
import './toaster.css';

/** Where notifications appear. */
export function ToasterHost() {
  return (
    <Toaster
      position="top-right"
      gutter={8}
      containerStyle={{ top: 72 }}
      toastOptions={{ duration: NOTIFICATION_DEFAULTS.durationMs }}
    />
  );
}

/** Shows one notification: a title (optional) and lines, as text. */
export function show(kind: 'error' | 'success', title: string | null, lines: string[]): void {
  toast.custom(
    (t) => (
      <div
        className={`notification notification--${kind}${t.visible ? ' is-visible' : ''}`}
        role={kind === 'error' ? 'alert' : 'status'}
      >
        {title ? <strong className="notification__title">{title}</strong> : null}
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines never change once shown
          <span key={i} className="notification__line">
            {line}
          </span>
        ))}
      </div>
    ),
    { duration: NOTIFICATION_DEFAULTS.durationMs },
  );
}
