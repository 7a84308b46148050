// Demo boards of coinflip, crash, roulette and keno: each computes its round
// from the provably fair floats with the SDK's rules (@casino/sdk/fair).
import {
  COINFLIP_MULTIPLIER,
  type CoinSide,
  CRASH_MIN_TARGET,
  coinflipSide,
  crashPoint,
  crashWins,
  KENO,
  KENO_PAYTABLE,
  kenoDraw,
  kenoHits,
  kenoMultiplier,
  RED_POCKETS,
  type RouletteBet,
  rouletteCovers,
  rouletteMultiplier,
  roulettePocket,
} from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useDemoPlay } from '../use-demo-play.ts';
import { DemoBet, Outcome, RoundShow } from './outcome.tsx';
import '../../in-house-games.css';

/** Coinflip: call heads or tails; a right call pays 1.98. */
export function CoinflipBoard() {
  const { t } = useI18n();
  const demo = useDemoPlay('coinflip');
  const [call, setCall] = useState<CoinSide>('heads');
  const play = (stake: number) =>
    demo.play(stake, (seeds) => {
      const side = coinflipSide(seeds);
      return { result: side, payout: side === call ? stake * COINFLIP_MULTIPLIER : 0 };
    });
  return (
    <div className="board board--coinflip">
      <RoundShow round={demo.last}>{t(`fair.coinflip.${demo.last?.result as CoinSide}`)}</RoundShow>
      <fieldset className="board__choices">
        <legend>{t('fair.coinflip.call')}</legend>
        {(['heads', 'tails'] as const).map((side) => (
          <label key={side} className="board__choice">
            <input
              type="radio"
              name="coin"
              checked={call === side}
              onChange={() => setCall(side)}
            />
            {t(`fair.coinflip.${side}`)}
          </label>
        ))}
      </fieldset>
      <p className="board__odds">
        {t('fair.dice.multiplier', { multiplier: COINFLIP_MULTIPLIER })}
      </p>
      <DemoBet demo={demo} onBet={play} label={t('fair.coinflip.flip')} />
    </div>
  );
}

/** Crash: set a cash-out target; the round pays it when the crash point reaches it. */
export function CrashBoard() {
  const { t } = useI18n();
  const demo = useDemoPlay('crash');
  const [target, setTarget] = useState('2');
  const value = Number(target.replace(',', '.'));
  const valid = Number.isFinite(value) && value >= CRASH_MIN_TARGET && value <= 1_000_000;
  const play = (stake: number) => {
    if (!valid) return;
    demo.play(stake, (seeds) => {
      const point = crashPoint(seeds);
      return { result: point, payout: crashWins(value, point) ? stake * value : 0 };
    });
  };
  return (
    <div className="board board--crash">
      <RoundShow round={demo.last}>
        ×{(demo.last?.result as number | undefined)?.toFixed(2)}
      </RoundShow>
      <label className="field">
        <span className="field__label">{t('fair.crash.target')}</span>
        <input
          className="input"
          inputMode="decimal"
          value={target}
          aria-invalid={valid ? undefined : true}
          onChange={(event) => setTarget(event.target.value)}
        />
      </label>
      {valid ? null : (
        <p className="field__error" role="alert">
          {t('fair.crash.badTarget', { min: CRASH_MIN_TARGET })}
        </p>
      )}
      <DemoBet demo={demo} onBet={play} label={t('fair.crash.start')} />
    </div>
  );
}

const ROULETTE_BETS: RouletteBet[] = [
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'even' },
  { kind: 'odd' },
  { kind: 'low' },
  { kind: 'high' },
  { kind: 'dozen', index: 1 },
  { kind: 'dozen', index: 2 },
  { kind: 'dozen', index: 3 },
  { kind: 'column', index: 1 },
  { kind: 'column', index: 2 },
  { kind: 'column', index: 3 },
];
const betKey = (bet: RouletteBet) =>
  bet.kind === 'straight'
    ? `straight:${bet.pocket}`
    : 'index' in bet
      ? `${bet.kind}:${bet.index}`
      : bet.kind;

/** Roulette (European): one bet on a group or a straight number. */
export function RouletteBoard() {
  const { t } = useI18n();
  const demo = useDemoPlay('roulette');
  const [bet, setBet] = useState<RouletteBet>({ kind: 'red' });
  const play = (stake: number) =>
    demo.play(stake, (seeds) => {
      const pocket = roulettePocket(seeds);
      return {
        result: pocket,
        payout: rouletteCovers(bet).includes(pocket) ? stake * rouletteMultiplier(bet) : 0,
      };
    });
  const label = (b: RouletteBet) =>
    b.kind === 'straight'
      ? String(b.pocket)
      : 'index' in b
        ? t(`fair.roulette.${b.kind}`, { index: b.index })
        : t(`fair.roulette.${b.kind}`);
  const colour = (n: number) => (n === 0 ? 'green' : RED_POCKETS.has(n) ? 'red' : 'black');
  return (
    <div className="board board--roulette">
      <RoundShow
        round={demo.last}
        className={`pocket pocket--${demo.last ? colour(demo.last.result as number) : 'idle'}`}
      >
        {String(demo.last?.result)}
      </RoundShow>
      <fieldset className="roulette-grid">
        <legend className="visually-hidden">{t('fair.roulette.bet')}</legend>
        {[
          ...ROULETTE_BETS,
          ...Array.from(
            { length: 37 },
            (_, pocket) => ({ kind: 'straight', pocket }) as RouletteBet,
          ),
        ].map((b) => (
          <button
            key={betKey(b)}
            type="button"
            aria-pressed={betKey(b) === betKey(bet)}
            className={`chip-bet${b.kind === 'straight' ? ` pocket--${colour(b.pocket)}` : ''}${betKey(b) === betKey(bet) ? ' is-active' : ''}`}
            onClick={() => setBet(b)}
          >
            {label(b)}
          </button>
        ))}
      </fieldset>
      <p className="board__odds">
        {t('fair.roulette.chosen', { bet: label(bet) })} ·{' '}
        {t('fair.dice.multiplier', { multiplier: rouletteMultiplier(bet) })}
      </p>
      <DemoBet demo={demo} onBet={play} label={t('fair.roulette.spin')} />
    </div>
  );
}

/** Keno: pick 1-10 numbers of 40; 10 are drawn; the paytable pays by hits. */
export function KenoBoard() {
  const { t } = useI18n();
  const demo = useDemoPlay('keno');
  const [picks, setPicks] = useState<number[]>([3, 11, 19, 27, 35]);
  const drawn = (demo.last?.result as number[] | undefined) ?? [];
  const toggle = (n: number) =>
    setPicks((p) =>
      p.includes(n) ? p.filter((x) => x !== n) : p.length < KENO.maxPicks ? [...p, n] : p,
    );
  const play = (stake: number) => {
    if (picks.length === 0) return;
    const chosen = [...picks];
    demo.play(stake, (seeds) => {
      const draw = kenoDraw(seeds);
      return {
        result: draw,
        payout: stake * kenoMultiplier(chosen.length, kenoHits(chosen, draw)),
      };
    });
  };
  const row = KENO_PAYTABLE[picks.length] ?? [];
  return (
    <div className="board board--keno">
      <fieldset className="keno-board">
        <legend className="visually-hidden">{t('fair.keno.board')}</legend>
        {Array.from({ length: KENO.numbers }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={picks.includes(n)}
            className={`keno-cell${picks.includes(n) ? ' is-picked' : ''}${drawn.includes(n) ? ' is-drawn' : ''}`}
            onClick={() => toggle(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <p className="board__odds" aria-live="polite" data-testid="round-result">
        {demo.last
          ? t('fair.keno.hits', { hits: kenoHits(picks, drawn), picks: picks.length })
          : t('fair.keno.pick', { max: KENO.maxPicks })}
      </p>
      {demo.last ? <Outcome round={demo.last} /> : null}
      <p className="board__odds">
        {t('fair.keno.paytable')}{' '}
        {row
          .map((m, hits) => (m > 0 ? `${hits}→×${m}` : null))
          .filter(Boolean)
          .join(' · ')}
      </p>
      <DemoBet demo={demo} onBet={play} label={t('fair.keno.draw')} />
    </div>
  );
}
