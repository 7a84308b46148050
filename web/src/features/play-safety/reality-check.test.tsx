// The reality check on a fake clock: it appears one interval after the
// session's start (not before), shows the session's elapsed time and net
// position, comes again one interval after "Continue", counts from started_at
// (a session already past its interval sees it at once), and "Stop playing"
// leads to the profile's history.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResponsibleActivity, useResponsibleLimits } from '../../shared/domain/responsible.ts';
import { fakeApi, loadMessages, renderWithApp, routerPath, settle } from '../../test/harness.tsx';
import { limitsAnswer } from '../../test/responsible.ts';
import RealityCheck, { nextRealityCheck } from './reality-check.tsx';

beforeAll(() => loadMessages('ru'));

const START = Date.parse('2026-11-24T10:00:00.000Z');
const MINUTE = 60_000;

// The clock stays at START until a test moves it.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Says so once the limits and the activity the check reads are in its cache (the same one). */
function Answered() {
  const limits = useResponsibleLimits();
  const activity = useResponsibleActivity();
  return limits.data && activity.data ? <output>answered</output> : null;
}

/**
 * Renders the check and waits, the clock still at START, until both answers
 * are in and checked: only then does the test move the clock.
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
  renderWithApp(
    <>
      <RealityCheck />
      <Answered />
    </>,
    { fetch: api.fetch, token: 'own-token', path: '/slots' },
  );
  await settle(() => screen.getByText('answered'));
  expect(Date.now()).toBe(START);
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
    expect(screen.getByText(/^Вы играете уже/).textContent?.replace(/\s/g, ' ')).toBe(
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
