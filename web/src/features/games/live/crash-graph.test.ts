// The crash graph's geometry (components/crash-graph.tsx): the curve starts
// at ×1 in the bottom-left corner, its tip reaches the right edge once the
// round has run 8 s, and a cash-out's place is on the curve.
import { describe, expect, it } from 'vitest';
import { curvePaths, graphScale } from './components/crash-graph.tsx';

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
});
