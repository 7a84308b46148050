// The reality check on a fake clock: it appears one interval after the
// session's start (not before), shows the session's elapsed time and net
// position, comes again one interval after "Continue", counts from started_at
// (a session already past its interval sees it at once), and "Stop playing"
// leads to the profile's history.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, routerPath } from '../../test/harness.tsx';
import { limitsAnswer } from '../../test/responsible.ts';
import RealityCheck, { nextRealityCheck } from './reality-check.tsx';

beforeAll(() => loadMessages('ru'));

const START = Date.parse('2026-11-24T10:00:00.000Z');
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Renders the check and waits until both answers are in and checked (the
 * schema that checks them loads by a dynamic import, slow on a busy machine):
 * only then does the fake clock measure the check's interval.
 */
async function setup({ minutes = 30, startedAt = START, net = -250 } = {}) {
  const api = fakeApi({
    'GET /responsible/limits': { body: limitsAnswer({ reality_check_minutes: minutes }) },
    'GET /responsible/activity': () => {
      const period = {
        started_at: new Date(startedAt).toISOString(),
        deposited: 0,
        wagered: 0,
        won: 0,
        net,
      };
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      return {
        body: {
          currency: 'RUB',
          session: { ...period, elapsed_seconds: elapsed },
          day: { ...period, resets_at: '2026-11-25T00:00:00.000Z' },
          week: { ...period, resets_at: '2026-11-30T00:00:00.000Z' },
          month: { ...period, resets_at: '2026-12-01T00:00:00.000Z' },
        },
      };
    },
  });
  renderWithApp(<RealityCheck />, { fetch: api.fetch, token: 'own-token', path: '/slots' });
  await vi.waitFor(() => {
    expect(api.calls('GET /responsible/limits')).not.toHaveLength(0);
    expect(api.calls('GET /responsible/activity')).not.toHaveLength(0);
  });
  await vi.dynamicImportSettled();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return api;
}

/** Moves the fake clock on and lets the answers and renders that follow settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Напоминание о времени в игре' });

describe('reality check', () => {
  it('is due one interval after the start, or after the last "Continue"', () => {
    expect(nextRealityCheck(START, 60, null)).toBe(START + 60 * MINUTE);
    expect(nextRealityCheck(START, 60, START + 70 * MINUTE)).toBe(START + 130 * MINUTE);
  });

  it('appears after the interval, not before, and again one interval after "Continue"', async () => {
    await setup({ minutes: 30 });
    await advance(30 * MINUTE - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(dialog()).not.toBeNull();
    expect((await screen.findByText(/^Вы играете уже/)).textContent?.replace(/\s/g, ' ')).toBe(
      'Вы играете уже 0:30:00. Итог этой сессии: −250 ₽.',
    );

    await advance(5 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(dialog()).toBeNull();
    await advance(30 * MINUTE - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(dialog()).not.toBeNull();
  });

  it('counts from the session start: a session already past its interval sees it at once', async () => {
    await setup({ minutes: 60, startedAt: START - 61 * MINUTE, net: 120 });
    await advance(100);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(/Итог этой сессии: \+120/)).toBeVisible();
  });

  it('"Stop playing" closes it and leads to the history', async () => {
    await setup({ minutes: 30 });
    await advance(30 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Закончить игру' }));
    expect(dialog()).toBeNull();
    expect(routerPath()).toBe('/profile/history');
  });
});
