// European roulette: the single-zero table as casinos lay it out (0 on the
// left, three rows of twelve with 3, 6 … 36 on top, the 2-to-1 columns at the
// end of each row, the dozens, then 1–18, even, red, black, odd, 19–36), chips
// in steps of the currency's smallest bet, and a wheel in the real pocket
// order that turns to the pocket the round gives, a ball dropping into it
// (no spin with reduced motion), the winning spots marked once it stops. Every chip is a bet of its own; the spin's stake is the chips
// together, within the currency's roulette limits. Auto-bet spins the same
// layout again, scaled to the stake its rules give.
import { fromMinor, toMinor } from '@casino/sdk';
import { RED_POCKETS, type RouletteBet, rouletteCovers } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/domain/money.ts';
import { AutoBet } from '../../components/auto-bet-toggle.tsx';
import { useBoard } from '../use-board.ts';
import { BoardFrame, PlayBar, PlayProblem, playBarOf } from './outcome.tsx';
import { Odds, RoundShow } from './round-show.tsx';
import '../../in-house-games.css';
import './roulette.css';

/** The pockets of the European wheel, clockwise from zero. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const STEP = 360 / WHEEL.length;

const colour = (n: number) => (n === 0 ? 'green' : RED_POCKETS.has(n) ? 'red' : 'black');

const keyOf = (bet: RouletteBet) =>
  bet.kind === 'straight'
    ? `straight:${bet.pocket}`
    : 'index' in bet
      ? `${bet.kind}:${bet.index}`
      : bet.kind;

/** Chip values: the smallest bet times 1, 2, 5, 10, 25, 50, 100, up to the largest (six at most). */
export function chipValues(min: number | null, max: number | null): number[] {
  const unit = toMinor(min ?? 0) || 1;
  const top = max === null ? Number.POSITIVE_INFINITY : (toMinor(max) ?? 0);
  return [1, 2, 5, 10, 25, 50, 100, 500]
    .map((k) => unit * k)
    .filter((v) => v <= top)
    .slice(0, 6)
    .map(fromMinor);
}

/** The wheel, turned so that `pocket` is under the pointer. */
function Wheel({ pocket, turn }: { pocket: number | null; turn: number }) {
  const index = pocket === null ? 0 : WHEEL.indexOf(pocket);
  const angle = turn * 360 * 5 - index * STEP;
  const r = 100;
  const wedge = (i: number) => {
    const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
    const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
    return `M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`;
  };
  return (
    <div className="wheel">
      <svg viewBox="-105 -105 210 210" className="wheel__svg" aria-hidden="true">
        <g className="wheel__rotor" style={{ transform: `rotate(${angle}deg)` }}>
          {WHEEL.map((n, i) => (
            <g key={n}>
              <path d={wedge(i)} className={`wheel__pocket wheel__pocket--${colour(n)}`} />
              <text
                className="wheel__label"
                transform={`rotate(${i * STEP}) translate(0 -86) `}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {n}
              </text>
            </g>
          ))}
          <circle r="62" className="wheel__hub" />
        </g>
        {/* The ball runs against the wheel from its rim and drops into the pocket
            under the pointer as the wheel stops; a new spin is a new ball. */}
        <g key={turn} className={`wheel__ball${turn > 0 ? ' is-rolling' : ''}`}>
          <circle cy="-72" r="4.5" className="wheel__ball-dot" />
        </g>
        <path d="M0 -104 L-6 -92 L6 -92 Z" className="wheel__pointer" />
      </svg>
    </div>
  );
}

/** The roulette board: table, chips, wheel and spin. */
export function RouletteBoard() {
  const { t } = useI18n();
  const money = useMoney();
  const board = useBoard('roulette');
  const { currency } = board.session;
  const chips = chipValues(board.limits.min, board.limits.max);
  const [chip, setChip] = useState(0);
  const [placed, setPlaced] = useState<{ bet: RouletteBet; amount: number }[]>([]);
  const [turn, setTurn] = useState(0);
  const last = board.last?.game === 'roulette' ? board.last : null;
  const pocket = last?.result?.pocket ?? null;
  const value = chips[Math.min(chip, chips.length - 1)] ?? 0;

  const onSpot = (bet: RouletteBet) =>
    new Map(placed.map((p) => [keyOf(p.bet), p.amount])).get(keyOf(bet));
  const place = (bet: RouletteBet) =>
    setPlaced((list) => {
      const key = keyOf(bet);
      const at = list.find((p) => keyOf(p.bet) === key);
      const add = (amount: number) => fromMinor((toMinor(amount) ?? 0) + (toMinor(value) ?? 0));
      return at
        ? list.map((p) => (p === at ? { ...p, amount: add(p.amount) } : p))
        : [...list, { bet, amount: value }];
    });
  const totalMinor = placed.reduce((sum, p) => sum + (toMinor(p.amount) ?? 0), 0);
  const total = fromMinor(totalMinor);
  const covered = new Set(placed.flatMap((p) => rouletteCovers(p.bet)));

  /**
   * Spins the chips placed, or (auto-bet) the same layout scaled to `stake`:
   * each chip by the same factor, rounded down to the cent, at least a cent.
   */
  const spin = async (stake?: number) => {
    if (placed.length === 0) return null;
    const scale = stake === undefined ? 1 : (toMinor(stake) ?? totalMinor) / totalMinor;
    const chips = placed.map((p) => ({
      ...p.bet,
      amount: fromMinor(Math.max(1, Math.floor((toMinor(p.amount) ?? 0) * scale))),
    }));
    const round = await board.play(null, { chips });
    if (round) setTurn((n) => n + 1);
    return round;
  };

  const spot = (bet: RouletteBet, label: string, className = '', face = label) => {
    const amount = onSpot(bet);
    const won = pocket !== null && rouletteCovers(bet).includes(pocket);
    return (
      <button
        // A spot won again is a new button, so its mark waits for the wheel again.
        key={won ? `${keyOf(bet)}:${last?.id}` : keyOf(bet)}
        type="button"
        className={`spot ${className}${won ? ' is-won' : ''}${amount ? ' has-chip' : ''}`}
        aria-label={amount ? `${label}: ${money(amount, currency)}` : label}
        disabled={board.session.busy}
        onClick={() => place(bet)}
      >
        <span aria-hidden={face === label ? undefined : true}>{face}</span>
        {amount ? <span className="spot__chip">{money(amount, currency)}</span> : null}
      </button>
    );
  };

  const rows = [3, 2, 1].map((row) => Array.from({ length: 12 }, (_, col) => col * 3 + row));
  return (
    <BoardFrame
      name="roulette"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <>
          <div className="roulette-top">
            <Wheel pocket={pocket} turn={turn} />
            <RoundShow
              round={last}
              idle={null}
              className={`pocket pocket--${pocket === null ? 'idle' : colour(pocket)}`}
            >
              {pocket}
            </RoundShow>
          </div>
          <fieldset className="roulette-table">
            <legend className="visually-hidden">{t('fair.roulette.bet')}</legend>
            {spot({ kind: 'straight', pocket: 0 }, '0', 'spot--zero pocket--green')}
            <div className="roulette-table__numbers">
              {rows
                .flat()
                .map((n) =>
                  spot({ kind: 'straight', pocket: n }, String(n), `pocket--${colour(n)}`),
                )}
            </div>
            <div className="roulette-table__columns">
              {([3, 2, 1] as const).map((index) =>
                spot({ kind: 'column', index }, t('fair.roulette.twoToOne'), 'spot--outside'),
              )}
            </div>
            <div className="roulette-table__dozens">
              {([1, 2, 3] as const).map((index) =>
                spot(
                  { kind: 'dozen', index },
                  t('fair.roulette.dozen', { index }),
                  'spot--outside',
                ),
              )}
            </div>
            <div className="roulette-table__even">
              {spot({ kind: 'low' }, t('fair.roulette.low'), 'spot--outside')}
              {spot({ kind: 'even' }, t('fair.roulette.even'), 'spot--outside')}
              {spot({ kind: 'red' }, t('fair.roulette.red'), 'spot--colour pocket--red', '◆')}
              {spot({ kind: 'black' }, t('fair.roulette.black'), 'spot--colour pocket--black', '◆')}
              {spot({ kind: 'odd' }, t('fair.roulette.odd'), 'spot--outside')}
              {spot({ kind: 'high' }, t('fair.roulette.high'), 'spot--outside')}
            </div>
          </fieldset>
        </>
      }
      controls={
        <>
          <fieldset className="chips">
            <legend>{t('fair.roulette.chip')}</legend>
            {chips.map((c, i) => (
              <label key={c} className={`chip-choice${i === chip ? ' is-active' : ''}`}>
                <input
                  type="radio"
                  name="roulette-chip"
                  checked={i === chip}
                  onChange={() => setChip(i)}
                />
                {money(c, currency)}
              </label>
            ))}
          </fieldset>
          {placed.length > 0 ? (
            <Odds
              chance={Math.round((covered.size / 37) * 10000) / 100}
              multiplier={t('fair.roulette.perBet')}
              rtp={36 / 37}
            />
          ) : null}
          <p className="board__odds">
            {t('fair.roulette.total', { amount: money(total, currency) })}
          </p>
          <div className="roulette-actions board__primary">
            <button
              type="button"
              className="button button--ghost"
              disabled={placed.length === 0 || board.session.busy}
              onClick={() => setPlaced([])}
            >
              {t('fair.roulette.clear')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={placed.length === 0 || board.session.busy}
              onClick={() => void spin()}
            >
              {t('fair.roulette.spin')}
            </button>
          </div>
          <PlayProblem problem={board.session.problem} />
          <AutoBet
            amount={String(total)}
            limits={board.limits}
            currency={board.session.currency}
            bet={spin}
          />
        </>
      }
    />
  );
}
