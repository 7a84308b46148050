// Icons of the in-house games, drawn inline (no icon font, no emoji font needed).
import type { InHouseGame } from '@casino/sdk';

const PATHS: Record<InHouseGame, React.ReactNode> = {
  crash: (
    <>
      <path d="M40 8c9 3 15 11 16 24L44 44l-8-8-8-8L40 8z" fill="currentColor" />
      <circle cx="45" cy="22" r="4" fill="#0f1222" />
      <path d="M26 30l-10 2-6 8 12-2zM34 38l-2 10-8 6 2-12z" fill="currentColor" opacity=".7" />
      <path d="M20 44c-4 4-6 10-6 14 4 0 10-2 14-6" fill="#ff6b3d" />
    </>
  ),
  dice: (
    <>
      <rect x="10" y="10" width="44" height="44" rx="10" fill="currentColor" />
      {[
        [22, 22],
        [42, 22],
        [32, 32],
        [22, 42],
        [42, 42],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill="#0f1222" />
      ))}
    </>
  ),
  roulette: (
    <>
      <circle cx="32" cy="32" r="24" fill="none" stroke="currentColor" strokeWidth="6" />
      <circle
        cx="32"
        cy="32"
        r="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="4 3"
      />
      <circle cx="32" cy="14" r="4" fill="#ff6b3d" />
    </>
  ),
  coinflip: (
    <>
      <ellipse cx="32" cy="32" rx="22" ry="24" fill="currentColor" />
      <ellipse cx="32" cy="32" rx="14" ry="16" fill="none" stroke="#0f1222" strokeWidth="3" />
      <path d="M28 24h8v16h-8z" fill="#0f1222" />
    </>
  ),
  hilo: (
    <>
      <rect
        x="12"
        y="8"
        width="30"
        height="42"
        rx="5"
        fill="currentColor"
        opacity=".55"
        transform="rotate(-10 27 29)"
      />
      <rect x="22" y="14" width="30" height="42" rx="5" fill="currentColor" />
      <path d="M37 26l6 9-6 9-6-9z" fill="#ff6b3d" />
    </>
  ),
  keno: (
    <>
      {[16, 32, 48].flatMap((y) =>
        [16, 32, 48].map((x) => (
          <circle
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            r="6.5"
            fill={x === 32 && y === 32 ? '#ff6b3d' : 'currentColor'}
          />
        )),
      )}
    </>
  ),
  miner: (
    <>
      <path d="M20 12h24l12 14-24 28L8 26z" fill="currentColor" />
      <path d="M8 26h48M20 12l12 42M44 12L32 54" stroke="#0f1222" strokeWidth="2.5" fill="none" />
    </>
  ),
  cases: (
    <>
      <rect x="10" y="26" width="44" height="28" rx="4" fill="currentColor" />
      <rect x="8" y="18" width="48" height="10" rx="3" fill="currentColor" opacity=".75" />
      <path d="M29 18h6v36h-6z" fill="#ff6b3d" />
      <path d="M32 18c-6-10-16-8-12-2 2 3 8 2 12 2 4 0 10 1 12-2 4-6-6-8-12 2z" fill="#ff6b3d" />
    </>
  ),
  rooms: (
    <>
      <path d="M10 46l-2-28 14 12 10-18 10 18 14-12-2 28z" fill="currentColor" />
      <rect x="10" y="48" width="44" height="6" rx="2" fill="currentColor" opacity=".75" />
      <circle cx="32" cy="36" r="4" fill="#ff6b3d" />
    </>
  ),
};

/** The icon of an in-house game (decorative). */
export function GameIcon({ game, size = 48 }: { game: InHouseGame; size?: number }) {
  return (
    <svg
      className="game-icon"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[game]}
    </svg>
  );
}
