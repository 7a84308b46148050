// A room's shared table: the players and their stakes as they join,
// each one's chance (their share of the pot, a slice of the wheel,
// room-wheel.tsx), the pot, the countdown to the
// draw (from the second player on) and the winner's reveal; the last draws,
// each verified in the page (the revealed server seed against the hash shown
// when the room opened, and the winner recomputed from the seeds and stakes),
// said as a sentence with the seeds and the math behind "How it's checked".
// A logged-in player in real mode joins for money; everyone else takes a demo
// seat, drawn in the browser with the real stakes (room-view.ts).
import { type Room, roomLimits } from '@casino/sdk';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import type { ServerClock } from '../../../../shared/lib/live-stream.ts';
import { Loading } from '../../../../shared/ui/ui.tsx';
import { BetPanel } from '../../components/bet-panel.tsx';
import { BoardFrame, PlayProblem } from '../../fair/components/outcome.tsx';
import { useBetAmount } from '../../use-bet-amount.ts';
import { DEMO_SEAT_ID } from '../room-view.ts';
import { type RoomTableState, useRoomTable } from '../use-room.ts';
import { LiveBar, RoundNumber } from './connection.tsx';
import { RoomWheel, sliceColour } from './room-wheel.tsx';
import { RoundResult, type RoundResultText } from './round-result.tsx';
import '../../in-house-games.css';
import './live.css';

/** The countdown to the draw, by the server's clock, redrawn every quarter second. */
function Countdown({ endsAt, clock }: { endsAt: number; clock: ServerClock }) {
  const { t } = useI18n();
  const text = useRef<HTMLSpanElement>(null);
  const draw = useCallback(() => {
    const seconds = Math.max(0, Math.ceil((endsAt - clock.now()) / 1000));
    if (text.current)
      text.current.textContent =
        seconds > 0 ? t('live.rooms.drawIn', { seconds }) : t('live.rooms.drawing');
  }, [endsAt, clock, t]);
  useEffect(() => {
    draw();
    const timer = setInterval(draw, 250);
    return () => clearInterval(timer);
  }, [draw]);
  return <span ref={text} data-testid="room-countdown" />;
}

/** The round's state line: pot, and the countdown, the wait for players or the winner. */
function RoomStatus({ table }: { table: RoomTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const { round } = table.view;
  // The status box is there before the first round and between rounds, the
  // wheel's height, with the pot over the countdown, then over the draw's
  // result: the join under them never moves.
  const winner = round?.winner == null ? null : round.entries[round.winner];
  return (
    <div className="room-stage">
      <RoomWheel
        round={round}
        ownId={table.ownId}
        pot={round ? money(round.pot, round.currency) : ''}
      />
      <div className="room-status">
        <span>
          {t('live.rooms.pot')}{' '}
          <strong data-testid="room-pot">{round ? money(round.pot, round.currency) : '—'}</strong>
        </span>
        {round?.phase === 'ended' ? (
          // The reveal, in the countdown's place (screen readers hear it from RoundResult).
          <div className="room-result">
            {winner ? (
              <p className="room-winner" data-testid="room-winner">
                {winner.id === table.ownId
                  ? t('live.rooms.youWon', { amount: money(round.payout ?? 0, round.currency) })
                  : t('live.rooms.winner', {
                      player: winner.player,
                      amount: money(round.payout ?? 0, round.currency),
                    })}
              </p>
            ) : null}
            {table.ownId && winner?.id !== table.ownId ? (
              <p className="board__loss">{t('live.rooms.youLost')}</p>
            ) : null}
          </div>
        ) : (
          <span>
            {!round ? null : round.endsAt === null ? (
              // The server counts the stakes it holds: a demo seat, drawn in
              // the browser, does not start its countdown.
              t(
                round.entries.some((entry) => entry.id === DEMO_SEAT_ID)
                  ? 'live.rooms.waitingWithDemo'
                  : 'live.rooms.waiting',
              )
            ) : (
              <Countdown endsAt={round.endsAt} clock={table.clock} />
            )}
          </span>
        )}
      </div>
    </div>
  );
}

/** The players of the round with their stakes and chances. */
function Players({ table }: { table: RoomTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const { round } = table.view;
  if (!round) return null;
  if (round.entries.length === 0)
    return <p className="fair__pending">{t('live.rooms.noPlayers')}</p>;
  return (
    <table className="live__table" data-testid="room-players">
      <caption className="visually-hidden">{t('live.rooms.players')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('live.rooms.players')}</th>
          <th scope="col">{t('live.rooms.stake')}</th>
          <th scope="col">{t('live.rooms.chance')}</th>
        </tr>
      </thead>
      <tbody>
        {round.entries.map((entry, index) => (
          <tr
            key={entry.id}
            className={
              entry.id === table.ownId ? 'is-own' : index === round.winner ? 'is-winner' : undefined
            }
          >
            <td>
              <span
                className="room-swatch"
                style={{ background: sliceColour(index) }}
                aria-hidden="true"
              />
              {entry.player}
              {entry.id === table.ownId && entry.id !== DEMO_SEAT_ID
                ? ` (${t('live.rooms.you')})`
                : ''}
            </td>
            <td>{money(entry.amount, round.currency)}</td>
            <td>{number(Math.round((entry.amount / round.pot) * 1000) / 10, 1)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The join: the stake (at least the room's minimum), for money or for a demo seat. */
function Join({ table, room }: { table: RoomTableState; room: Room }) {
  const { t } = useI18n();
  const money = useMoney();
  const limits = roomLimits(table.currency, room);
  const [amount, setAmount] = useBetAmount(limits);
  const { round } = table.view;
  const own = round?.entries.find((e) => e.id === table.ownId);
  if (own && round?.phase === 'open')
    return (
      <p className="live__own" role="status">
        {t('live.rooms.joined', { amount: money(own.amount, round.currency) })}
      </p>
    );
  return (
    <>
      {table.real ? null : <p className="play-hint">{t('live.rooms.demoSeat')}</p>}
      <BetPanel
        limits={limits}
        value={amount}
        onChange={setAmount}
        busy={table.busy || round?.phase !== 'open'}
        betLabel={t('fair.rooms.join')}
        onBet={(stake) => void table.join(stake)}
      />
      {/* Why the join is greyed between a draw and the next round. */}
      {round?.phase === 'ended' ? <p className="live__own">{t('live.rooms.nextRound')}</p> : null}
    </>
  );
}

/** A chosen draw's verification (room-verify.tsx), loaded with its hash functions when chosen. */
const VerifyDraw = lazy(() => import('./room-verify.tsx'));

/** The last draws; choosing one verifies it. */
function LastDraws({ table }: { table: RoomTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const { history } = table.view;
  const [chosen, setChosen] = useState<string | null>(null);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="room-history">
      <h2 id="room-history" className="live__title">
        {t('live.rooms.last')}
      </h2>
      <ol className="fair__rounds" data-testid="room-history">
        {history.map((round) => {
          const winner = round.winner === null ? null : round.entries[round.winner];
          return (
            <li key={round.id}>
              <span className="fair__round">
                {t('live.crash.round', { number: round.number })} ·{' '}
                {t('live.rooms.winner', {
                  player: winner?.player ?? '—',
                  amount: money(round.payout ?? 0, round.currency),
                })}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-pressed={chosen === round.id}
                onClick={() => setChosen(chosen === round.id ? null : round.id)}
              >
                {t('fair.verify')}
              </button>
              {chosen === round.id ? (
                <Suspense fallback={<Loading />}>
                  <VerifyDraw round={round} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** What to say of the last draw: its winner, and whether the player's own stake lost. */
function useResultText(table: RoomTableState): RoundResultText | null {
  const { t } = useI18n();
  const money = useMoney();
  const { ended, ownId } = table;
  const winner = ended?.winner == null ? null : ended.entries[ended.winner];
  if (!ended || !winner) return null;
  const amount = money(ended.payout ?? 0, ended.currency);
  const own = ownId !== null && ended.entries.some((entry) => entry.id === ownId);
  const outcome =
    winner.id === ownId
      ? t('live.rooms.youWon', { amount })
      : `${t('live.rooms.winner', { player: winner.player, amount })}${own ? ` ${t('live.rooms.youLost')}` : ''}`;
  return { id: ended.id, text: t('live.rooms.result', { number: ended.number, outcome }) };
}

/** A room's board. */
export function RoomBoard({ room }: { room: Room }) {
  const { t } = useI18n();
  const table = useRoomTable(room, t('live.rooms.demoYou'));
  const { round } = table.view;
  return (
    <BoardFrame
      name="rooms"
      className="live"
      bar={
        <LiveBar
          real={table.real}
          locked={round?.phase === 'open' && table.ownId !== null}
          currency={table.currency}
          status={table.status}
        />
      }
      stage={
        <>
          <RoundNumber round={round} />
          <RoomStatus table={table} />
          <RoundResult result={useResultText(table)} />
        </>
      }
      controls={
        <>
          <Join table={table} room={room} />
          <PlayProblem problem={table.problem} />
        </>
      }
      after={
        <>
          <Players table={table} />
          <LastDraws table={table} />
        </>
      }
    />
  );
}
