// The crash graph's geometry (components/crash-graph.tsx): the curve starts
// at ×1 in the bottom-left corner, its tip reaches the right edge once the
// round has run 8 s, and a cash-out's place is on the curve; cash-outs'
// labels never cover one another, the big value or the rocket.
import { describe, expect, it } from 'vitest';
import { curvePaths, graphScale, placeLabels } from './components/crash-graph.tsx';

const round = { rate: 0.00006 };

describe('the crash graph', () => {
  it('puts ×1 at the start bottom-left and the tip on the right edge after 8 s', () => {
    expect(graphScale(round, 1000).at(0, 1)).toEqual({ x: 0, y: 100 });
    const elapsed = 20_000;
    const { at, top } = graphScale(round, elapsed);
    expect(top).toBeCloseTo(Math.exp(round.rate * elapsed));
    expect(at(elapsed, top)).toEqual({ x: 100, y: 4 });
    // Before 8 s the time across stays 8 s and the top ×2: the tip is inside.
    const early = graphScale(round, 2000);
    expect(early.top).toBe(2);
    expect(early.at(2000, Math.exp(round.rate * 2000)).x).toBe(25);
  });

  it('draws the line to the tip and closes the area along the bottom', () => {
    const { line, area } = curvePaths(round, 20_000);
    expect(line.startsWith('M0.00,100.00')).toBe(true);
    expect(line.endsWith('100.00,4.00')).toBe(true);
    expect(area).toBe(`${line} L100.00,100 L0,100 Z`);
  });

  it('places cash-out labels above their marks, else below, else not at all, never over another or the value', () => {
    const label = { width: 80, height: 16 };
    // The big value across the middle, the rocket at the tip.
    const value = { left: 60, right: 240, top: 90, bottom: 130 };
    const rocket = { left: 270, right: 306, top: 20, bottom: 56 };
    const places = placeLabels(
      [
        { x: 40, y: 200, ...label }, // alone: above
        { x: 60, y: 202, ...label }, // above it is the first's: below
        { x: 50, y: 210, ...label }, // above and below taken: none
        { x: 150, y: 140, ...label }, // above would cover the value: below
        { x: 285, y: 70, ...label }, // above would cover the rocket: below
        { x: 400, y: 60, ...label }, // far from everything: above
      ],
      [value, rocket],
    );
    expect(places).toEqual(['above', 'below', 'none', 'below', 'below', 'above']);
    expect(placeLabels([], [value])).toEqual([]);
  });
});
