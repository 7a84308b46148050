// Coinflip's coin, drawn here (no third-party art): gold, heads a star and
// tails a "1". A new round is a new coin that spins and lands on the side
// the round gives; before any round it shows the side the player calls. It
// is decoration: the side is said in words beside it (RoundShow).
import type { CoinSide } from '@casino/sdk/fair';
import { useId } from 'react';

/** A five-pointed star around (50, 50). */
const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 24 : 10;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

/** The coin showing `side`; `spinning` when a round just landed it. */
export function Coin({ side, spinning }: { side: CoinSide; spinning: boolean }) {
  const gold = useId();
  return (
    <svg
      viewBox="0 0 100 100"
      className={`coin-art${spinning ? ' is-spinning' : ''}`}
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={gold} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffe58a" />
          <stop offset="0.6" stopColor="#f5b82e" />
          <stop offset="1" stopColor="#c98a12" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="46" fill={`url(#${gold})`} stroke="#a8700c" strokeWidth="3" />
      <circle
        cx="50"
        cy="50"
        r="37"
        fill="none"
        stroke="#fff3c4"
        strokeOpacity="0.7"
        strokeWidth="1.5"
        strokeDasharray="2 3"
      />
      {side === 'heads' ? (
        <polygon points={STAR} fill="#8a5a06" />
      ) : (
        <text x="50" y="66" textAnchor="middle" fontSize="44" fontWeight="800" fill="#8a5a06">
          1
        </text>
      )}
    </svg>
  );
}
