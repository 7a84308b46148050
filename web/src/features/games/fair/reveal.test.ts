// A win joins the balance shown when the board says the result: at once for
// a loss, with instant play, or when the board does not move; after the
// board's --result-after otherwise; a newer round's settlement supersedes a
// win still held back.
import type { FairRound } from '@casino/sdk/fair';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setGameFeel } from '../feel/feel.ts';
import { heldWin, revealDelay, settle } from './reveal.ts';

const round = (payout: number, status: FairRound['status'] = 'settled') =>
  ({ game: 'dice', status, payout }) as FairRound;

/** The dice board on screen, its motion `after` long (in-house-games.css sets it); instant play on or off. */
function board(after: string, instant = false): HTMLElement {
  setGameFeel({ instant });
  const element = document.createElement('div');
  element.className = 'board board--dice';
  element.style.setProperty('--result-after', after);
  document.body.append(element);
  return element;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

it("reads the board's motion from its style: seconds or milliseconds, none with instant play", () => {
  board('0.45s');
  expect(revealDelay('dice')).toBe(450);
  document.body.replaceChildren();
  board('700ms');
  expect(revealDelay('dice')).toBe(700);
  document.body.replaceChildren();
  board('0.45s', true);
  expect(revealDelay('dice')).toBe(0);
  expect(revealDelay('keno')).toBe(0);
});

it('holds a win back until the board says the result', () => {
  board('0.45s');
  const shown: boolean[] = [];
  settle(round(19.8), 'dice', (whole) => shown.push(whole));
  expect(shown).toEqual([false]);
  expect(heldWin()).toBe(1980);
  vi.advanceTimersByTime(449);
  expect(shown).toEqual([false]);
  vi.advanceTimersByTime(1);
  expect(shown).toEqual([false, true]);
  expect(heldWin()).toBe(0);
});

it('shows a loss, a round in play and a win with instant play at once', () => {
  board('0.45s');
  const shown: boolean[] = [];
  settle(round(0), 'dice', (whole) => shown.push(whole));
  settle(round(5, 'active'), 'dice', (whole) => shown.push(whole));
  document.body.replaceChildren();
  board('0.45s', true);
  settle(round(19.8), 'dice', (whole) => shown.push(whole));
  expect(shown).toEqual([true, true, true]);
  expect(heldWin()).toBe(0);
});

it('lets a newer settlement supersede a win still held back', () => {
  board('0.45s');
  const first: boolean[] = [];
  const second: boolean[] = [];
  settle(round(19.8), 'dice', (whole) => first.push(whole));
  vi.advanceTimersByTime(200);
  settle(round(0), 'dice', (whole) => second.push(whole));
  expect(heldWin()).toBe(0);
  vi.advanceTimersByTime(1000);
  expect(first).toEqual([false]);
  expect(second).toEqual([true]);
});
