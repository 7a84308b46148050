// What a round's result says, in words: the game's module gives it as data
// (`summaryOf` of `@casino/sdk/fair`: a sentence and its values, or a value
// alone) and this words it with the messages: the roll, the pocket, the
// hits, the prize, the tiles and cards as the boards show them (never a raw
// list). Nothing here knows a game: a sentence is its message
// fair.summary.{sentence}, a value is worded by its kind. The line of each
// round in "My bets" and the recomputed result of its check; round-proof.tsx
// words its proof's values the same way.
import type { FairRound, PhraseValue, RoundSummary } from '@casino/sdk/fair';
import type { useI18n } from '../../../../i18n/i18n.tsx';
import type { useNumber } from '../../../../shared/domain/money.ts';

type T = ReturnType<typeof useI18n>['t'];
type NumberFormat = ReturnType<typeof useNumber>;

/** A value of a summary or a proof in words (a number stays a number for the message to show). */
function phrase(t: T, number: NumberFormat, value: PhraseValue): string | number {
  if (value === null) return '—';
  if (typeof value === 'number') return value;
  if ('decimal' in value) return number(value.decimal, value.digits);
  if ('direction' in value) return t(`fair.dice.${value.direction}`);
  if ('side' in value) return t(`fair.coinflip.${value.side}`);
  if ('prize' in value) return t(`fair.cases.prize.${value.prize}`);
  if ('tiles' in value) return value.tiles.join(', ');
  if ('numbers' in value) return value.numbers.join(', ');
  return value.cards.join(' ');
}

/** The items of a value that lists (drawn numbers, tiles, cards), shown as chips; null for one value. */
export function listedOf(value: PhraseValue): readonly (string | number)[] | null {
  if (value === null || typeof value !== 'object') return null;
  if ('numbers' in value) return value.numbers;
  if ('tiles' in value) return value.tiles;
  if ('cards' in value) return value.cards;
  return null;
}

/** A summary's or a proof's values in words, for its message. */
export function phrases(
  t: T,
  number: NumberFormat,
  values: Readonly<Record<string, PhraseValue>>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, phrase(t, number, value)]),
  );
}

/**
 * A round's result in words: "in play" while it is active, else its module's
 * summary (`summaryOf`; null while the games' modules load: an ellipsis).
 */
export function roundSummary(
  t: T,
  number: NumberFormat,
  summaryOf: ((round: FairRound) => RoundSummary) | null,
  round: FairRound,
): string {
  if (round.status === 'active') return t('fair.inPlay');
  if (!summaryOf) return '…';
  const summary = summaryOf(round);
  if (summary.sentence === null) return String(phrase(t, number, summary.value));
  return t(`fair.summary.${summary.sentence}`, phrases(t, number, summary.values));
}
