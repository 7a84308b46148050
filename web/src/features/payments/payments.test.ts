// Fake-timer tests of the invoice polling, the 17 s rule and the invoice life time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponsibleLimits } from '../../shared/domain/responsible.ts';
import { limitsAnswer, NO_LIMIT } from '../../test/responsible.ts';
import { scheduleAutoPayIn, shouldAutoOpen } from './auto-pay-in.ts';
import {
  clearInvoice,
  currentInvoice,
  type DepositProcessConfig,
  resetInvoiceCache,
  saveInvoice,
} from './invoice-store.ts';
import { startPolling } from './poller.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  clearInvoice();
  resetInvoiceCache();
});

describe('invoice polling', () => {
  it('polls every 5 s: pending, pending, paid; then stops', async () => {
    const statuses = [1, 1, 3];
    const fetchStatus = vi.fn(async () => ({ status: statuses.shift() ?? 3, bonus: 500 }));
    const onPaid = vi.fn();
    startPolling({ fetchStatus, onPaid, isOnline: () => true });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    // The paid answer, with the bonus credited with it.
    expect(onPaid).toHaveBeenCalledExactlyOnceWith({ status: 3, bonus: 500 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failing status call', async () => {
    const fetchStatus = vi
      .fn<() => Promise<{ status: number }>>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValue({ status: 3 });
    const onPaid = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startPolling({ fetchStatus, onPaid, isOnline: () => true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('never overlaps: a slow answer delays the next poll', async () => {
    let inFlight = 0;
    let most = 0;
    const fetchStatus = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 12_000));
      inFlight -= 1;
      return { status: 1 };
    });
    const stop = startPolling({ fetchStatus, onPaid: () => undefined, isOnline: () => true });
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    expect(most).toBe(1);
    expect(fetchStatus.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('pauses while offline and resumes when back online', async () => {
    let online = false;
    let wake: (() => void) | undefined;
    const fetchStatus = vi.fn(async () => ({ status: 1 }));
    const stop = startPolling({
      fetchStatus,
      onPaid: () => undefined,
      isOnline: () => online,
      onOnline: (listener) => {
        wake = listener;
        return () => {
          wake = undefined;
        };
      },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(0);
    online = true;
    wake?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('automatic PayIn', () => {
  const base = { loggedIn: true, balance: 0, currency: 'RUB', modalOpen: false };
  /** The limits of a player with none set and the automatic PayIn on. */
  const allowing = async () => limitsAnswer();

  it('opens 17 s after a login with a zero balance and a currency', async () => {
    const open = vi.fn();
    scheduleAutoPayIn('login', () => base, open, allowing);
    await vi.advanceTimersByTimeAsync(16_999);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens once what it shows first is loaded, and not when a modal opened meanwhile', async () => {
    let loaded: () => void = () => undefined;
    const prepare = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const open = vi.fn();
    const state = { ...base };
    scheduleAutoPayIn('login', () => state, open, allowing, prepare);
    await vi.advanceTimersByTimeAsync(17_000);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    scheduleAutoPayIn('login', () => state, second, allowing, prepare);
    await vi.advanceTimersByTimeAsync(17_000);
    state.modalOpen = true;
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(second).not.toHaveBeenCalled();
  });

  it('does not open over another modal, with money, without a currency, or when cancelled', async () => {
    for (const state of [
      { ...base, modalOpen: true },
      { ...base, balance: 10 },
      { ...base, currency: null },
      { ...base, loggedIn: false },
    ]) {
      expect(shouldAutoOpen('login', state)).toBe(false);
    }
    const open = vi.fn();
    const cancel = scheduleAutoPayIn('login', () => base, open, allowing);
    cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(open).not.toHaveBeenCalled();
  });

  const limits = limitsAnswer;

  it('asks the limits when the 17 s are up and opens when they allow it', async () => {
    const open = vi.fn();
    const ask = vi.fn(async () => limits());
    scheduleAutoPayIn('login', () => base, open, ask);
    await vi.advanceTimersByTimeAsync(16_999);
    expect(ask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('stays shut during a time-out or self-exclusion, with a deposit limit used up, or turned off', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const started = new Date().toISOString();
    const none = NO_LIMIT;
    for (const answer of [
      limits({ restriction: { kind: 'timeout', period: '24h', started_at: started, until } }),
      limits({
        restriction: {
          kind: 'self_exclusion',
          period: 'permanent',
          started_at: started,
          until: null,
        },
      }),
      limits({
        deposit: { ...none, day: 300 },
        remaining: { deposit: { ...none, day: 0 }, loss: none, wager: none },
      }),
      limits({ auto_payin: false }),
    ]) {
      const open = vi.fn();
      scheduleAutoPayIn(
        'login',
        () => base,
        open,
        async () => answer,
      );
      await vi.advanceTimersByTimeAsync(17_000);
      expect(open).not.toHaveBeenCalled();
    }
  });

  it('opens with room left under a deposit limit; stays shut when the limits cannot be had', async () => {
    const none = NO_LIMIT;
    const open = vi.fn();
    scheduleAutoPayIn(
      'login',
      () => base,
      open,
      async () =>
        limits({
          deposit: { ...none, day: 300 },
          remaining: { deposit: { ...none, day: 100 }, loss: none, wager: none },
        }),
    );
    await vi.advanceTimersByTimeAsync(17_000);
    expect(open).toHaveBeenCalledTimes(1);
    // The limits call failed (offline, a 5xx): the player's restrictions are unknown.
    const shut = vi.fn();
    scheduleAutoPayIn(
      'login',
      () => base,
      shut,
      async () => {
        throw new Error('offline');
      },
    );
    await vi.advanceTimersByTimeAsync(17_000);
    expect(shut).not.toHaveBeenCalled();
  });

  it('does not open when a modal opened while the limits were asked, or when cancelled meanwhile', async () => {
    let state = base;
    let answer: (value: ResponsibleLimits) => void = () => {};
    const open = vi.fn();
    scheduleAutoPayIn(
      'login',
      () => state,
      open,
      () => new Promise((r) => (answer = r)),
    );
    await vi.advanceTimersByTimeAsync(17_000);
    state = { ...base, modalOpen: true };
    answer(limits());
    await vi.advanceTimersByTimeAsync(0);
    expect(open).not.toHaveBeenCalled();

    const cancel = scheduleAutoPayIn(
      'login',
      () => base,
      open,
      () => new Promise((r) => (answer = r)),
    );
    await vi.advanceTimersByTimeAsync(17_000);
    cancel();
    answer(limits());
    await vi.advanceTimersByTimeAsync(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens 17 s after a registration if still logged in, whatever the balance', () => {
    expect(shouldAutoOpen('registration', { ...base, balance: 50, currency: null })).toBe(true);
    expect(shouldAutoOpen('registration', { ...base, loggedIn: false })).toBe(false);
  });
});

describe('invoice life time', () => {
  const config: DepositProcessConfig = {
    hash: 'inv',
    id: 7,
    amount: 1000,
    shop_amount: 970,
    commission: 30,
    life_time: 1200,
    type: 'card',
    card: { card_number: '2200123456789012', phone_number: null },
    sum_was_changed: false,
  };

  it('survives a reload until it expires (default 1200 s), then it is gone', () => {
    const now = Date.now();
    saveInvoice({ ...config, life_time: undefined as unknown as number }, now);
    resetInvoiceCache(); // a reload: read back from local storage
    expect(currentInvoice(now + 1_199_000)?.config.id).toBe(7);
    expect(currentInvoice(now + 1_200_000)).toBeNull();
    resetInvoiceCache();
    expect(currentInvoice(now)).toBeNull();
  });
});
