// What a screen reader hears of a live table (crash, rooms): each round's
// result, once, politely ("Round 123: crashed at ×2.35"), from a visually
// hidden status region. Not the multiplier's frames, the countdowns or the
// bets as they come: a table with a round every few seconds would otherwise
// talk over everything else. The result of the round on screen when the page
// opens is not news, so only rounds that end while the page is open are said.
import { useState } from 'react';

/** The round that ended last while the board was open (its id) and what to say of it. */
export interface RoundResultText {
  id: string;
  text: string;
}

/**
 * The polite status region with the last result. Its text changes once per
 * result: a re-render with the same round (a language switch, the next
 * round's bets) keeps what was said.
 */
export function RoundResult({ result }: { result: RoundResultText | null }) {
  const [said, setSaid] = useState<RoundResultText | null>(null);
  // The text is fixed when the round is first seen (React's "state from props" pattern).
  if (result && result.id !== said?.id) setSaid(result);
  return (
    <p
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="round-result"
    >
      {said?.text ?? ''}
    </p>
  );
}
