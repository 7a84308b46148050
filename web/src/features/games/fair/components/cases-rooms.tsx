// Cases and rooms. A case opening is a round of the cases service (or the
// demo's engine): its price is the stake and the round keeps a snapshot of
// the odds it was opened with; the prize comes from the weight ranges
// (caseItem). A room is drawn in demo play against 2–4 demo players (rooms
// become shared live rounds on their own service): tickets by stake in
// joining order, the player's last (roomWinner); the winner takes the pot
// less 1%. Room draws are verifiable below the board once the seeds rotate.
import { fromMinor, type Room, roomLimits, toMinor } from '@casino/sdk';
import { casePrice, HOUSE_CASES, type HouseCase, verifyRound } from '@casino/sdk/fair';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/money.ts';
import { href } from '../../../../shared/paths.ts';
import { usePlayerCurrency } from '../../../../shared/player.tsx';
import { Empty } from '../../../../shared/ui.tsx';
import { defaultBet } from '../../bet-math.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import { type RoomDraw, ShortBalanceError } from '../demo-state.ts';
import { useBoard } from '../use-board.ts';
import { playRoomDraw, useDemo } from '../use-demo.ts';
import { SeedFacts } from './fairness-panel.tsx';
import { DemoBalance, Odds, PlayBar, PlayProblem, playBarOf, RoundShow } from './outcome.tsx';
import '../../in-house-games.css';

/** The cases as tiles linking to their pages. */
export function CaseList() {
  const { t, locale } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  return (
    <ul className="case-list">
      {HOUSE_CASES.map((c) => (
        <li key={c.slug}>
          <Link className="case-tile" to={href('case', locale, { slug: c.slug })}>
            <strong>{t(`fair.cases.${c.slug}`)}</strong>
            <span>{money(casePrice(c, currency), currency)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CaseBoard({ houseCase }: { houseCase: HouseCase }) {
  const { t } = useI18n();
  const money = useMoney();
  const board = useBoard('cases', { min: null, max: null });
  const number = useNumber();
  const { currency } = board.session;
  const price = casePrice(houseCase, currency);
  const total = houseCase.prizes.reduce((a, p) => a + p.weight, 0);
  const last = board.last?.game === 'cases' ? board.last : null;
  const won = last?.case?.prizes[last.result?.item ?? -1];
  const rtp = houseCase.prizes.reduce((sum, p) => sum + (p.multiplier * p.weight) / total, 0);
  return (
    <div className="board board--cases">
      <PlayBar {...playBarOf(board)} />
      <RoundShow round={last}>{won ? t(`fair.cases.prize.${won.key as 'coin'}`) : null}</RoundShow>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('fair.cases.prizeColumn')}</th>
            <th scope="col" className="num">
              {t('fair.cases.value')}
            </th>
            <th scope="col" className="num">
              {t('fair.cases.chance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {houseCase.prizes.map((p) => (
            <tr key={p.key} className={won?.key === p.key ? 'is-won' : undefined}>
              <td>{t(`fair.cases.prize.${p.key}`)}</td>
              <td className="num">{money(price * p.multiplier, currency)}</td>
              <td className="num">{number(Math.round((p.weight / total) * 1000) / 10)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Odds multiplier={Math.max(...houseCase.prizes.map((p) => p.multiplier))} upTo rtp={rtp} />
      <button
        type="button"
        className="button button--primary"
        disabled={board.session.busy}
        onClick={() => void board.play(null, { caseId: houseCase.slug })}
      >
        {t('fair.cases.open', { price: money(price, currency) })}
      </button>
      <PlayProblem problem={board.session.problem} />
    </div>
  );
}

/** The board of /games/cases/{slug}; an unknown slug says so. */
export function CasePageBoard({ slug }: { slug: string }) {
  const { t } = useI18n();
  const houseCase = HOUSE_CASES.find((c) => c.slug === slug);
  if (!houseCase) return <Empty>{t('fair.cases.unknown')}</Empty>;
  return <CaseBoard houseCase={houseCase} />;
}

/** Demo players' stakes for a room, minor units: 2-4 players, each 1-10 times the room's minimum. */
function demoStakes(minMinor: number): number[] {
  const players = 2 + Math.floor(Math.random() * 3);
  return Array.from({ length: players }, () => minMinor * (1 + Math.floor(Math.random() * 10)));
}

/** A room: the demo players' stakes, the player's stake, the draw. */
export function RoomBoard({ room }: { room: Room }) {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const limits = roomLimits(currency, room);
  const [amount, setAmount] = useState(() => String(defaultBet(limits) ?? ''));
  const [problem, setProblem] = useState(false);
  const [last, setLast] = useState<RoomDraw | null>(null);
  // The same demo players stay for the page's draws, so a result names a player on the list.
  const [others] = useState(() =>
    limits.min === null ? [] : demoStakes(toMinor(limits.min) ?? 1),
  );
  const join = (stake: number) => {
    setProblem(false);
    try {
      setLast(playRoomDraw(currency, [...others, toMinor(stake) ?? 0]));
    } catch (error) {
      if (!(error instanceof ShortBalanceError)) throw error;
      setProblem(true);
    }
  };
  return (
    <div className="board board--rooms">
      <p className="board__odds">{t('fair.rooms.demoOnly')}</p>
      <div className="demo-bar">
        <DemoBalance currency={currency} />
      </div>
      {last ? (
        <RoundShow round={last}>
          {last.winner === last.stakes.length - 1
            ? t('fair.rooms.you')
            : t('fair.rooms.player', { n: last.winner + 1 })}
        </RoundShow>
      ) : null}
      {limits.min !== null ? (
        <ul className="list">
          {others.map((stake, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: players are listed in joining order, which is their identity
            <li key={`${i}-${stake}`}>
              {t('fair.rooms.player', { n: i + 1 })}: {money(fromMinor(stake), currency)}
            </li>
          ))}
          {last ? (
            <li>
              <strong>{t('fair.rooms.youStake', { amount: money(last.amount, currency) })}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      <BetPanel
        limits={limits}
        value={amount}
        onChange={setAmount}
        onBet={join}
        betLabel={t('fair.rooms.join')}
      />
      {problem ? (
        <p className="field__error" role="alert">
          {t('fair.notEnough')}
        </p>
      ) : null}
    </div>
  );
}

/** The room draws of this browser, each verifiable once its seed is revealed (rotate below). */
export function RoomDraws() {
  const { t } = useI18n();
  const money = useMoney();
  const { demo, rotate } = useDemo();
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <section className="fair" aria-labelledby="fair-title">
      <h2 id="fair-title" className="section__title">
        {t('fair.title')}
      </h2>
      <SeedFacts seeds={demo} />
      <button type="button" className="button button--ghost" onClick={() => rotate()}>
        {t('fair.rotate')}
      </button>
      <ol className="fair__rounds">
        {demo.rooms.map((draw) => {
          const again =
            draw.serverSeed && checked === draw.id
              ? verifyRound(
                  'rooms',
                  { serverSeed: draw.serverSeed, clientSeed: draw.clientSeed, nonce: draw.nonce },
                  { stakes: draw.stakes },
                )
              : null;
          return (
            <li key={draw.id}>
              <span>
                {t('fair.round', { nonce: draw.nonce })} · {money(draw.amount, draw.currency)} →{' '}
                {money(draw.payout, draw.currency)}
              </span>
              {draw.serverSeed ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setChecked(draw.id)}
                >
                  {t('fair.verify')}
                </button>
              ) : (
                <span className="fair__pending">{t('fair.hidden')}</span>
              )}
              {again ? (
                <strong
                  role="status"
                  className={again.result === draw.winner ? 'fair__ok' : 'fair__bad'}
                >
                  {again.result === draw.winner ? t('fair.verified') : t('fair.mismatch')}
                </strong>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
