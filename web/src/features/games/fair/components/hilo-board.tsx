// Hilo in demo play: an unlimited deck (each card floor(f * 52) of the round's
// floats, ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A); guess whether the next card's rank is higher
// or the same, or lower or the same; each right guess multiplies the cash-out
// by 0.99 / its chance; a wrong one loses the stake. Like miner, the round is
// taken at the start and hidden until it ends.
import { cardAt, type HiloGuess, hiloCards, hiloMultiplier, hiloRight } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import type { DemoRound } from '../demo-state.ts';
import { finishDemoRound } from '../use-demo.ts';
import { useDemoPlay } from '../use-demo-play.ts';
import { DemoProblem, Outcome } from './outcome.tsx';
import '../../in-house-games.css';

/** Cards drawn for a round (more than any round can use). */
const DECK = 52;
const round2 = (n: number) => Math.floor(n * 100) / 100;

interface Play {
  round: DemoRound;
  /** Card indexes 0-51 of the round, in order. */
  cards: number[];
  /** Cards shown so far (the first is the start card). */
  shown: number;
  multiplier: number;
  state: 'playing' | 'lost' | 'won';
  payout: number;
}

/** The hilo board. */
export function HiloBoard() {
  const { t } = useI18n();
  const money = useMoney();
  const demo = useDemoPlay('hilo');
  const [play, setPlay] = useState<Play | null>(null);
  const playing = play?.state === 'playing';

  const start = (stake: number) => {
    const round = demo.begin(stake, (seeds) => hiloCards(seeds, DECK).map((c) => c.index));
    if (round) {
      const cards = round.result as number[];
      setPlay({ round, cards, shown: 1, multiplier: 1, state: 'playing', payout: 0 });
    }
  };
  const finish = (current: Play, shown: number, multiplier: number, lost: boolean) => {
    const payout = lost ? 0 : round2(current.round.bet * multiplier);
    const codes = current.cards.slice(0, shown).map((i) => cardAt(i).code);
    finishDemoRound(current.round, { payout, result: codes, options: { cards: shown } });
    setPlay({ ...current, shown, multiplier, state: lost ? 'lost' : 'won', payout });
  };
  const guess = (g: HiloGuess) => {
    if (!play || !playing) return;
    const current = cardAt(play.cards[play.shown - 1] as number);
    const next = cardAt(play.cards[play.shown] as number);
    const shown = play.shown + 1;
    if (!hiloRight(current, next, g)) return finish(play, shown, play.multiplier, true);
    const multiplier = play.multiplier * hiloMultiplier(current.rank, g);
    if (shown === DECK) return finish(play, shown, multiplier, false);
    setPlay({ ...play, shown, multiplier });
  };
  const cards = play ? play.cards.slice(0, play.shown).map(cardAt) : [];
  const top = cards.at(-1);
  return (
    <div className="board board--hilo">
      <ol className="hilo-cards" aria-live="polite" data-testid="round-result">
        {cards.length === 0 ? <li className="hilo-card hilo-card--back">?</li> : null}
        {cards.map((card, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; a card's place is its identity
            key={`${i}-${card.index}`}
            className={`hilo-card${/[♥♦]/.test(card.code) ? ' hilo-card--red' : ''}`}
          >
            {card.code}
          </li>
        ))}
      </ol>
      {play && play.state !== 'playing' ? (
        <Outcome round={{ ...play.round, payout: play.payout }} />
      ) : null}
      {playing && top ? (
        <>
          <p className="board__odds">
            {t('fair.dice.multiplier', { multiplier: round2(play.multiplier) })}
          </p>
          <div className="hilo-guesses">
            {(['higherOrSame', 'lowerOrSame'] as const).map((g) => (
              <button
                key={g}
                type="button"
                className="button button--ghost"
                onClick={() => guess(g)}
              >
                {t(`fair.hilo.${g}`, { multiplier: hiloMultiplier(top.rank, g) })}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="button button--primary"
            disabled={play.shown === 1}
            onClick={() => finish(play, play.shown, play.multiplier, false)}
          >
            {t('fair.mines.cashOut', {
              amount: money(round2(play.round.bet * play.multiplier), play.round.currency),
            })}
          </button>
        </>
      ) : (
        <BetPanel
          limits={demo.limits}
          value={demo.amount}
          onChange={demo.setAmount}
          onBet={start}
          betLabel={t('fair.mines.start')}
        />
      )}
      <DemoProblem problem={demo.problem} />
    </div>
  );
}
