// A room's pot as a wheel: each entry a slice as large as its stake's share
// (so its chance), in joining order, the player's own outlined. At the draw
// the wheel spins five turns in 3.5 s and stops with the winner's slice under the
// pointer, at a place inside it that the round's id fixes (the same on every
// screen). Between draws it stands still; under reduced motion or instant
// play it is turned to the winner at once (live.css, feel.css).
import type { RoomLiveRound } from '../room-view.ts';

/** The slices' colours, by joining order. */
const COLOURS = [
  '#ff6b3d',
  '#4da3ff',
  '#3dd68c',
  '#f5c542',
  '#b084f5',
  '#e879b9',
  '#2ec4c6',
  '#a3b1c6',
];

/** The colour of the entry at `index` (the players' list shows the same). */
export const sliceColour = (index: number) => COLOURS[index % COLOURS.length] as string;

/** Where in its slice the wheel stops, 0.2–0.8 of it: a number from the round's id. */
function stopWithin(id: string): number {
  let hash = 0;
  for (const c of id) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return 0.2 + (hash % 600) / 1000;
}

/** The slices of `entries`: start and end angles in degrees, clockwise from the top. */
export function slicesOf(entries: readonly { amount: number }[]): [number, number][] {
  const pot = entries.reduce((sum, e) => sum + e.amount, 0);
  let start = 0;
  return entries.map((e) => {
    const end = pot > 0 ? start + (e.amount / pot) * 360 : start;
    const slice: [number, number] = [start, end];
    start = end;
    return slice;
  });
}

/** The wheel's turn: still while the round is open, the winner under the pointer once drawn. */
export function wheelAngle(round: {
  id: string;
  number: number;
  entries: readonly { amount: number }[];
  winner: number | null;
}): number {
  // Ten turns a round, so a draw always spins forward from where the wheel stood.
  const base = round.number * 3600;
  const slice = round.winner === null ? undefined : slicesOf(round.entries)[round.winner];
  if (!slice) return base;
  const at = slice[0] + (slice[1] - slice[0]) * stopWithin(round.id);
  return base + 1800 - at;
}

/** An annulus slice from `a0` to `a1` degrees (clockwise from the top). */
function arc(a0: number, a1: number): string {
  const r = 100;
  const inner = 58;
  const point = (a: number, radius: number) => {
    const rad = ((a - 90) * Math.PI) / 180;
    return `${(radius * Math.cos(rad)).toFixed(2)} ${(radius * Math.sin(rad)).toFixed(2)}`;
  };
  // A whole circle is two halves (an arc cannot start and end at one point).
  if (a1 - a0 >= 359.99) return `${arc(a0, a0 + 180)} ${arc(a0 + 180, a1 - 0.01)}`;
  const large = a1 - a0 > 180 ? 1 : 0;
  return `M${point(a0, r)} A${r} ${r} 0 ${large} 1 ${point(a1, r)} L${point(a1, inner)} A${inner} ${inner} 0 ${large} 0 ${point(a0, inner)} Z`;
}

/** The wheel of the round shown; `pot` the amount written in its middle. */
export function RoomWheel({
  round,
  ownId,
  pot,
}: {
  round: RoomLiveRound | null;
  ownId: string | null;
  pot: string;
}) {
  const entries = round?.entries ?? [];
  const slices = slicesOf(entries);
  const drawn = round?.phase === 'ended' && round.winner !== null;
  return (
    <div className={`room-wheel${drawn ? ' is-drawn' : ''}`} aria-hidden="true">
      <svg viewBox="-110 -110 220 220" className="room-wheel__svg" aria-hidden="true">
        <circle r="100" className="room-wheel__empty" />
        <g
          className="room-wheel__rotor"
          style={{ transform: `rotate(${round ? wheelAngle(round) : 0}deg)` }}
        >
          {entries.map((entry, i) => (
            <path
              key={entry.id}
              d={arc(...(slices[i] as [number, number]))}
              fill={sliceColour(i)}
              className={`room-wheel__slice${entry.id === ownId ? ' is-own' : ''}${drawn && i === round?.winner ? ' is-winner' : ''}`}
            />
          ))}
        </g>
        <path d="M0 -94 L-8 -110 L8 -110 Z" className="room-wheel__pointer" />
        <text className="room-wheel__pot" textAnchor="middle" dominantBaseline="middle">
          {pot}
        </text>
      </svg>
    </div>
  );
}
