// The live boards' connection line: nothing while the stream is live, else
// "Connecting…" or "Connection lost. Reconnecting…" (a status for screen readers).
import { useI18n } from '../../../../i18n/i18n.tsx';
import type { StreamStatus } from '../stream.ts';

export function Connection({ status }: { status: StreamStatus }) {
  const { t } = useI18n();
  if (status === 'live') return null;
  return (
    <p className="live__connection" role="status">
      {t(`live.status.${status}`)}
    </p>
  );
}
