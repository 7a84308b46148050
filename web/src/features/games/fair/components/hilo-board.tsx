// Hilo: an unlimited deck (each card floor(f * 52) of the round's floats,
// ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A); guess whether the next card's rank is higher or the
// same, or lower or the same; each right guess multiplies the cash-out by
// 0.99 / its chance; a wrong one loses the stake. Like miner, the round is
// taken at the start and held by the game service (or the demo's engine)
// until it ends; the start card is shown at once.
import { fromMinor, timesMultiplier, toMinor } from '@casino/sdk';
import { cardRank, type HiloGuess, HOUSE_EDGE, hiloChance, hiloMultiplier } from '@casino/sdk/fair';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import { useBoard } from '../use-board.ts';
import { BoardFrame, PlayBar, PlayProblem, playBarOf } from './outcome.tsx';
import { Odds, Outcome } from './round-show.tsx';
import '../../in-house-games.css';

/** The most one right guess pays (higher or same from the top rank, lower or same from the bottom). */
const BEST_GUESS = Math.max(
  ...Array.from({ length: 13 }, (_, rank) =>
    Math.max(hiloMultiplier(rank, 'higherOrSame'), hiloMultiplier(rank, 'lowerOrSame')),
  ),
);

/**
 * What a guess is on this card, said plainly: from an ace "higher or same"
 * is only another ace and "lower or same" is any card (a sure ×0.99), and
 * the other way round from a two.
 */
function guessLabel(rank: number, guess: HiloGuess): 'anyCard' | 'same' | HiloGuess {
  const chance = hiloChance(rank, guess);
  if (chance === 1) return 'anyCard';
  return chance === hiloChance(0, 'lowerOrSame') ? 'same' : guess;
}

/** The hilo board. */
export function HiloBoard() {
  const { t } = useI18n();
  const money = useMoney();
  const board = useBoard('hilo');
  const number = useNumber();
  const current = board.last?.game === 'hilo' ? board.last : null;
  const active = board.session.active?.game === 'hilo' ? board.session.active : null;
  const round = current ?? active;
  const playing = round?.status === 'active';
  const cards = round?.moves.cards ?? [];
  const top = cards.at(-1);
  const rank = top ? cardRank(top) : -1;
  const busy = board.session.busy;
  const cashOut = round
    ? fromMinor(timesMultiplier(toMinor(round.amount) ?? 0, round.multiplier))
    : 0;
  return (
    <BoardFrame
      name="hilo"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <>
          <ol className="hilo-cards" aria-live="polite" data-testid="round-result">
            {cards.length === 0 ? <li className="hilo-card hilo-card--back">?</li> : null}
            {cards.map((card, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; a card's place is its identity
                key={`${round?.id}-${i}`}
                className={`hilo-card${/[♥♦]/.test(card) ? ' hilo-card--red' : ''}`}
              >
                {card}
              </li>
            ))}
          </ol>
          {round?.status === 'settled' ? <Outcome key={round.id} round={round} /> : null}
        </>
      }
      controls={
        <>
          {playing && round && rank >= 0 ? (
            <>
              <p className="board__odds">
                {t('fair.steps.multiplier', { multiplier: number(round.multiplier) })}
              </p>
              <div className="hilo-guesses board__primary">
                {(['higherOrSame', 'lowerOrSame'] as const).map((g) => (
                  <button
                    key={g}
                    type="button"
                    className="button button--ghost"
                    data-hotkey={g === 'higherOrSame' ? 'ArrowUp' : 'ArrowDown'}
                    disabled={busy}
                    onClick={() => void board.step(round, { kind: 'guess', guess: g })}
                  >
                    {t(`fair.hilo.${guessLabel(rank, g)}`, {
                      multiplier: number(hiloMultiplier(rank, g)),
                    })}
                  </button>
                ))}
                <button
                  type="button"
                  className="button button--primary"
                  disabled={round.moves.guesses.length === 0 || busy}
                  onClick={() => void board.step(round, { kind: 'cashout' })}
                >
                  {t('fair.steps.cashOut', { amount: money(cashOut, round.currency) })}
                </button>
              </div>
            </>
          ) : (
            <>
              <Odds
                multiplier={t('fair.hilo.perGuess', { max: number(BEST_GUESS) })}
                rtp={1 - HOUSE_EDGE}
              />
              <BetPanel
                limits={board.limits}
                value={board.amount}
                onChange={board.setAmount}
                onBet={(stake) => void board.play(stake, {})}
                betLabel={t('fair.steps.start')}
                busy={busy}
              />
            </>
          )}
          <PlayProblem problem={board.session.problem} />
        </>
      }
    />
  );
}
