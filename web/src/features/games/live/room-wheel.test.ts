// The rooms' wheel (components/room-wheel.tsx): slices as large as the
// stakes' shares, and a draw that stops with the winner's slice under the
// pointer, always spinning forward from where the open round stood.
import { describe, expect, it } from 'vitest';
import { slicesOf, wheelAngle } from './components/room-wheel.tsx';

const entries = [{ amount: 10 }, { amount: 30 }, { amount: 60 }].map((e, i) => ({
  ...e,
  id: `e${i}`,
}));

describe('the rooms wheel', () => {
  it('gives each entry a slice as large as its share of the pot, in joining order', () => {
    expect(slicesOf(entries)).toEqual([
      [0, 36],
      [36, 144],
      [144, 360],
    ]);
  });

  it('stops with the winner under the pointer, five turns on from the open round', () => {
    for (const winner of [0, 1, 2]) {
      const round = { id: `room-red-${winner}`, number: 7, entries, winner };
      const open = wheelAngle({ ...round, winner: null });
      const drawn = wheelAngle(round);
      expect(drawn - open).toBeGreaterThan(1440);
      expect(drawn - open).toBeLessThanOrEqual(1800);
      // The point of the wheel now at the top (the pointer) is inside the winner's slice.
      const atPointer = (((-drawn % 360) + 360) % 360) as number;
      const [from, to] = slicesOf(entries)[winner] as [number, number];
      expect(atPointer).toBeGreaterThan(from);
      expect(atPointer).toBeLessThan(to);
    }
    // The next round opens further on still.
    expect(wheelAngle({ id: 'x', number: 8, entries, winner: null })).toBeGreaterThan(
      wheelAngle({ id: 'room-red-2', number: 7, entries, winner: 2 }),
    );
  });
});
