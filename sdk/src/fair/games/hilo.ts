// Hilo: cards drawn one per float from an endless deck; the start card is
// shown as the round opens, then each guess (higher or same, lower or same)
// shows the next card. A right guess multiplies the cash-out by 0.99 /
// chance (games.ts), a wrong one ends the round with nothing. The round
// stays active until then or a cash-out. Hilo takes no inputs (the
// contract's HiloInputs: an empty object).
import { zHiloInputs, zHiloRound } from '../../generated/zod.gen.ts';
import { timesMultiplier } from '../../rules/money.ts';
import { type Card, cardAt, type HiloGuess, hiloMultiplier, hiloRight } from '../games.ts';
import { cardRank, type EngineRound } from '../inputs.ts';
import { floatStream, type RoundSeeds } from '../rng.ts';
import { byField, type GameModule, inputsSchema, opened, refuse } from './module.ts';

/** The first `count` cards of a round (unlimited deck: floor(float * 52) each). */
export function hiloCards(seeds: RoundSeeds, count: number): Card[] {
  const stream = floatStream(seeds);
  return Array.from({ length: count }, () => cardAt(Math.floor(stream.next().value * 52)));
}

/** Hilo's cash-out multiplier after right guesses from these cards: each step's 0.99 / chance, four decimals down. */
function hiloTotal(cards: readonly string[], guesses: readonly HiloGuess[]): number {
  let basis = 10_000;
  guesses.forEach((guess, i) => {
    const rank = cardRank(cards[i] as string);
    basis = Math.floor((basis * Math.round(hiloMultiplier(rank, guess) * 100)) / 100);
  });
  return basis / 10_000;
}

/** Hilo's cards are drawn one per float; far more than any round can show. */
const HILO_DECK = 52;

/** Hilo's module. */
export const hilo: GameModule<'hilo', string[]> = {
  game: 'hilo',
  record: zHiloRound,
  inputs: inputsSchema(zHiloInputs, byField({}), () => ({})),
  open(inputs, stakeMinor, seeds) {
    const first = hiloCards(seeds, 1)[0]?.code as string;
    return opened(
      { game: 'hilo', inputs, moves: { guesses: [], cards: [first] }, result: null },
      stakeMinor,
    );
  },
  moves: {
    kinds: ['guess', 'cashout'],
    apply(round, move, seeds) {
      const { play } = round;
      const { guesses, cards } = play.moves;
      const end = (nextGuesses: HiloGuess[], shown: string[], lost: boolean): EngineRound => {
        const multiplier = lost ? 0 : hiloTotal(shown, nextGuesses);
        return {
          ...round,
          play: {
            ...play,
            moves: { guesses: nextGuesses, cards: shown },
            result: { cards: shown },
          },
          payoutMinor: timesMultiplier(round.stakeMinor, multiplier),
          multiplier,
          status: 'settled',
        };
      };
      if (move.kind === 'cashout') {
        if (guesses.length === 0) refuse('round', 'round.cashout', 'guess once before cashing out');
        return end(guesses, cards, false);
      }
      if (move.kind !== 'guess') return refuse('move', 'round.move', 'hilo takes guess or cashout');
      if (move.guess !== 'higherOrSame' && move.guess !== 'lowerOrSame')
        refuse('guess', 'round.guess', 'guess is higherOrSame or lowerOrSame');
      const deck = hiloCards(seeds, HILO_DECK);
      const current = deck[cards.length - 1] as Card;
      const next = deck[cards.length] as Card;
      const nextGuesses = [...guesses, move.guess];
      const shown = [...cards, next.code];
      if (!hiloRight(current, next, move.guess)) return end(nextGuesses, shown, true);
      if (shown.length === HILO_DECK) return end(nextGuesses, shown, false);
      return {
        ...round,
        play: { ...play, moves: { guesses: nextGuesses, cards: shown } },
        multiplier: hiloTotal(shown, nextGuesses),
      };
    },
    recorded: (record) =>
      [...(record.moves?.guesses ?? [])].map((guess) => ({ kind: 'guess' as const, guess })),
    // The likelier side of the last card shown.
    sample: (round) => ({
      kind: 'guess',
      guess: cardRank(round.play.moves.cards.at(-1) ?? '') >= 6 ? 'lowerOrSame' : 'higherOrSame',
    }),
  },
  sample: (_, stake) => ({ inputs: {}, amount: stake }),
  verify: (seeds, options) => hiloCards(seeds, options.cards ?? 5).map((card) => card.code),
  verified: (cards) => ({ cards }),
  summary: (round) => ({
    sentence: null,
    value: { cards: round.result?.cards ?? round.moves.cards },
  }),
  proof: (round) => [
    { say: 'hilo' },
    { list: round.result?.cards ?? round.moves.cards, label: 'cards' },
  ],
};
