// The live boards' bar and round line: the play bar with the balance played with (the
// player's for money, the demo's otherwise), and the connection line under
// it: nothing while the stream is live, else "Connecting…" or "Connection
// lost. Reconnecting…" (a status for screen readers).
import type { CurrencyCode } from '@casino/sdk';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { usePlayer } from '../../../../shared/domain/player.tsx';
import type { StreamStatus } from '../../../../shared/lib/live-stream.ts';
import { PlayBar } from '../../fair/components/outcome.tsx';
import { balanceOf } from '../../fair/demo-state.ts';
import { useDemo } from '../../fair/use-demo.ts';

/** The connection line. */
function Connection({ status }: { status: StreamStatus }) {
  const { t } = useI18n();
  if (status === 'live') return null;
  return (
    <p className="live__connection" role="status">
      {t(`live.status.${status}`)}
    </p>
  );
}

/** A live table's bar: its mode switch locked while the player's stake is in play. */
export function LiveBar({
  real,
  locked,
  currency,
  status,
}: {
  real: boolean;
  locked: boolean;
  currency: CurrencyCode;
  status: StreamStatus;
}) {
  const player = usePlayer();
  const { demo } = useDemo();
  return (
    <>
      <PlayBar
        locked={locked}
        balance={real ? player.balance : balanceOf(demo, currency) / 100}
        currency={currency}
      />
      <Connection status={status} />
    </>
  );
}

/**
 * The round's number over a live table's stage, its line held before the
 * first round arrives, so nothing below it moves then.
 */
export function RoundNumber({ round }: { round: { number: number } | null | undefined }) {
  const { t } = useI18n();
  return (
    <p className="live__round">
      {round ? t('live.crash.round', { number: round.number }) : '\u00a0'}
    </p>
  );
}
