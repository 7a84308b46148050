// The shared live rounds (the crash table and the rooms) through the stack as
// clients see them: streams read at the front's development addresses (the
// front sends them around Prism, so every event is validated here against the
// contract's schemas instead), bets and cash-outs through the validating
// proxy, money moved exactly, rounds fair by the hash chain and the room seed
// mixing, reconnects answered with the current phase. The sandbox runs 10
// times faster than normal; a test that bets, joins or cashes out stops the
// table where it acts with the sandbox's live holds (a betting phase that
// stays open, a round kept at a multiplier, draws that wait), so that no
// request races the table's clock however slow the machine.
import { createSpecValidator, loadBundledSpec } from '@casino/openapi/spec-model';
import { type components, readLiveStream, timesMultiplier, toMinor } from '@casino/sdk';
import { chainCrashPoint, roomDrawWinner, roomPayout, stepsToTerminating } from '@casino/sdk/fair';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxStack, startSandboxStack } from './index.ts';
import type { CrashHold, CrashTableState } from './world/live.ts';

type Schemas = components['schemas'];
type CrashEvent = Schemas['CrashEvent'];
type RoomEvent = Schemas['RoomEvent'];
type BetFeedEvent = Schemas['BetFeedEvent'];

const SPEED = 10;
let stack: SandboxStack;
let validate: (pointer: string, value: unknown) => string[];

beforeAll(async () => {
  stack = await startSandboxStack({ settings: { log: () => undefined, liveSpeed: SPEED } });
  const validator = createSpecValidator(await loadBundledSpec());
  validate = (pointer, value) => validator.validate(pointer, value);
});
afterAll(() => stack?.stop());

/** A live control of the sandbox (`live/crash/hold`...): its JSON answer. */
async function live<T>(path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const answer = await fetch(`${stack.sandboxUrl}/_sandbox/live/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} live/${path}`).toBe(200);
  return (await answer.json()) as T;
}

/** Stops the crash table at `at` (its round ended, taking bets, or at a multiplier), or lets it go (null). */
const holdCrash = (at: CrashHold | null) =>
  at === null
    ? live<CrashTableState>('crash/hold', 'DELETE')
    : live<CrashTableState>('crash/hold', 'POST', { at });

/** The crash table as the sandbox has it now. */
const crashTable = () => live<CrashTableState>('crash', 'GET');

// Whatever a test held goes on before the next one.
afterEach(async () => {
  await holdCrash(null);
  await live('rooms/hold', 'DELETE');
});

/** A stream being read: every event so far, every problem, and a wait for the next match. */
function watch<E extends { type: string }>(path: string, schema: string) {
  const controller = new AbortController();
  const events: E[] = [];
  const problems: string[] = [];
  /** Called on every event: the waits of `next`. */
  const arrivals = new Set<() => void>();
  let status = 0;
  let contentType = '';
  const reading = (async () => {
    const response = await fetch(`${stack.url}${path}`, {
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    if (!response.body) return;
    const check = (data: unknown) => {
      const errors = validate(`#/components/schemas/${schema}`, data);
      return errors.length > 0 ? errors.join('; ') : (data as E);
    };
    for await (const message of readLiveStream(response.body, check)) {
      if (message.ok) {
        events.push(message.event);
        for (const arrived of arrivals) arrived();
      } else problems.push(`${message.problem}: ${message.data}`);
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) problems.push(String(error));
  });
  /**
   * The first event from index `from` on that matches, as soon as it arrives.
   * `timeoutMs` only turns a hang into a failure that names the events seen.
   */
  const next = <T extends E>(
    match: (event: E) => event is T,
    from = 0,
    timeoutMs = 30_000,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const look = () => {
        const found = events.slice(from).find(match);
        if (!found) return;
        done();
        resolve(found);
      };
      const hang = setTimeout(() => {
        done();
        reject(new Error(`no matching event in ${timeoutMs} ms; saw ${events.map((e) => e.type)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(hang);
        arrivals.delete(look);
      };
      arrivals.add(look);
      look();
    });
  return {
    events,
    problems,
    next,
    /** Settles when the stream has ended. */
    closed: reading,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** The members of event union E whose type may be T, narrowed to T. */
type Of<E, T extends string> = E extends { type: infer U }
  ? T extends U
    ? E & { type: T }
    : never
  : never;

const is =
  <T extends string>(type: T) =>
  <E extends { type: string }>(event: E): event is Of<E, T> =>
    event.type === type;

const call = async (method: string, path: string, token: string | null, body?: unknown) => {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
  return { status: response.status, body: (await response.json()) as any };
};

let players = 0;
/** A registered player with `balance` credited; its token and its state in the world. */
async function player(balance: number, currency = 'RUB', name?: string) {
  const email = `live${++players}@example.com`;
  const { body } = await call('POST', '/api/v2/auth/register/email', null, {
    email,
    password: 'secret123',
    currency,
  });
  const state = stack.sandbox.world.playerOf(body.token);
  if (!state) throw new Error('registered player not found');
  if (name) state.name = name;
  stack.sandbox.world.move(state, 'deposit', toMinor(balance) ?? 0, 'test');
  return { token: body.token as string, state };
}

const CRASH = '/services/crash/crash/live';

/** Waits until the crash table is as `ready` says (the point a hold stops it at), and gives it. */
const crashTableWhen = (ready: (table: CrashTableState) => boolean) =>
  vi.waitFor(
    async () => {
      const table = await crashTable();
      if (!ready(table)) throw new Error(`the crash table is at ${JSON.stringify(table)}`);
      return table;
    },
    // Only a hang's bound: the table gets there within a round (a long one at ×10).
    { timeout: 60_000, interval: 20 },
  );

/** Holds the crash table's betting open: the round taking bets, which takes them until the hold changes. */
async function bettingHeld(): Promise<CrashTableState['round']> {
  await holdCrash('betting');
  return (await crashTableWhen((table) => table.round.phase === 'betting')).round;
}

const endOf =
  (roundId: string) =>
  (e: CrashEvent): e is Of<CrashEvent, 'end'> =>
    e.type === 'end' && e.round.id === roundId;

describe('the crash table', () => {
  it('streams snapshot, betting, bets, start, ticks and the end, every event as the contract says', async () => {
    const stream = watch<CrashEvent>(CRASH, 'CrashEvent');
    const snapshot = await stream.next(is('snapshot'));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(snapshot.chain.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
    const betting = await stream.next(is('betting'));
    expect(betting.round.bettingEndsAt).toBeGreaterThan(betting.serverTime);
    const start = await stream.next(is('start'), stream.events.indexOf(betting));
    expect(start.round.startedAt).toBeGreaterThanOrEqual(betting.round.bettingEndsAt - 5);
    // Simulated players bet on every round.
    expect(stream.events.filter((e) => e.type === 'bet').length).toBeGreaterThanOrEqual(3);
    const end = await stream.next(
      (e): e is Of<CrashEvent, 'end'> => e.type === 'end' && e.round.id === start.round.id,
    );
    expect(end.round.phase).toBe('ended');
    // Ticks climb and stay below the crash point.
    const ticks = stream.events
      .filter(is('tick'))
      .filter((t) => t.roundId === start.round.id)
      .map((t) => t.multiplier);
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
    for (const tick of ticks) expect(tick).toBeLessThan(end.round.crashPoint ?? 0);
    await stream.close();
    expect(stream.problems).toEqual([]);
  });

  it('every ended round verifies: its hash gives its crash point and hashes on to the published chain', async () => {
    const stream = watch<CrashEvent>(CRASH, 'CrashEvent');
    const snapshot = await stream.next(is('snapshot'));
    await stream.next(is('end'));
    await stream.next(is('end'), stream.events.findIndex(is('end')) + 1);
    await stream.close();
    const { body } = await call('GET', '/services/crash/crash/live/rounds?limit=100', null);
    expect(body.chain).toEqual(snapshot.chain);
    expect(body.rounds.length).toBeGreaterThanOrEqual(2);
    for (const round of body.rounds as Schemas['CrashLiveRound'][]) {
      expect(chainCrashPoint(round.hash ?? '', body.chain.salt)).toBe(round.crashPoint);
      expect(round.terminatingHash).toBe(body.chain.terminatingHash);
      expect(stepsToTerminating(round.hash ?? '', round.terminatingHash, 100)).toBe(round.number);
    }
    expect(stack.violations).toEqual([]);
  });

  it('takes a bet while betting is open, cashes it out for stake × multiplier, and refuses what it must', async () => {
    const { token, state } = await player(1000);
    const stream = watch<CrashEvent>(CRASH, 'CrashEvent');
    await stream.next(is('snapshot'));
    const bet = (body?: unknown) => call('POST', '/services/crash/crash/live/bets', token, body);
    // A round may crash at ×1.25 or below (about one in five): bet again on the next one.
    for (let attempt = 0; attempt < 10; attempt++) {
      const round = await bettingHeld();
      const before = state.balance;
      const placed = await bet({ amount: 10 });
      expect(placed.status).toBe(200);
      expect(placed.body.bet).toMatchObject({ roundId: round.id, status: 'open' });
      expect(state.balance).toBe(before - 1000);
      expect((await bet({ amount: 10 })).body.errors).toEqual({ round: ['round.bet_placed'] });
      // The round starts, and stops at ×1.25 if it gets there.
      await holdCrash(1.25);
      await stream.next(
        (e): e is Of<CrashEvent, 'start'> => e.type === 'start' && e.round.id === round.id,
      );
      const table = await crashTableWhen(
        (t) => t.round.id !== round.id || t.round.phase === 'ended' || t.stopped,
      );
      if (table.round.id !== round.id || !table.stopped) {
        // It crashed first: the bet is lost, and the stake is all it cost.
        const end = await stream.next(endOf(round.id));
        expect(end.round.crashPoint).toBeLessThanOrEqual(1.25);
        expect(state.balance).toBe(before - 1000);
        continue;
      }
      expect(table.round).toMatchObject({ phase: 'running', multiplier: 1.25 });
      expect((await bet({ amount: 10 })).body.errors).toEqual({ round: ['round.closed'] });
      const cashed = await call(
        'POST',
        `/services/crash/crash/live/bets/${placed.body.bet.id}/cashout`,
        token,
      );
      expect(cashed.status).toBe(200);
      const won = cashed.body.bet;
      expect(won).toMatchObject({ status: 'won', cashedOutAt: 1.25, payout: 12.5 });
      expect(toMinor(won.payout)).toBe(timesMultiplier(1000, 1.25));
      expect(state.balance).toBe(before - 1000 + 1250);
      expect(cashed.body.balance).toBe(state.balance / 100);
      // Everyone sees the cash-out.
      await stream.next(
        (e): e is Of<CrashEvent, 'cashout'> => e.type === 'cashout' && e.bet.id === won.id,
      );
      const twice = await call('POST', `/services/crash/crash/live/bets/${won.id}/cashout`, token);
      expect(twice.body.errors).toEqual({ bet: ['bet.settled'] });
      // Let go, the round climbs on from ×1.25 to its crash point.
      await holdCrash(null);
      const end = await stream.next(endOf(round.id));
      expect(end.round.crashPoint).toBeGreaterThan(1.25);
      const ledger = stack.sandbox.world.ledger.filter((m) => m.reference === `crash:${won.id}`);
      expect(ledger.map((m) => [m.kind, m.amount])).toEqual([
        ['bet', -1000],
        ['win', 1250],
      ]);
      await stream.close();
      expect(stream.problems).toEqual([]);
      return;
    }
    throw new Error('no round got to ×1.25 in 10 tries');
  });

  it('cashes out by itself at the automatic target when the round gets there, else the bet is lost', async () => {
    const { token, state } = await player(100);
    const stream = watch<CrashEvent>(CRASH, 'CrashEvent');
    await stream.next(is('snapshot'));
    const round = await bettingHeld();
    const placed = await call('POST', '/services/crash/crash/live/bets', token, {
      amount: 10,
      autoCashOut: 1.25,
    });
    expect(placed.status).toBe(200);
    await holdCrash(null);
    const end = await stream.next(endOf(round.id));
    await stream.close();
    const { body } = await call('GET', '/services/crash/crash/live/bets', token);
    const [bet] = body.bets;
    expect(bet).toMatchObject({ id: placed.body.bet.id, crashPoint: end.round.crashPoint });
    if ((end.round.crashPoint ?? 0) > 1.25) {
      expect(bet).toMatchObject({ status: 'won', cashedOutAt: 1.25, payout: 12.5 });
      expect(state.balance).toBe(10_000 - 1000 + 1250);
    } else {
      expect(bet).toMatchObject({ status: 'lost', cashedOutAt: null, payout: 0 });
      expect(state.balance).toBe(10_000 - 1000);
    }
  });

  it('refuses stakes outside the limits, past the balance, and bad targets, with the 422 shape', async () => {
    const { token } = await player(5);
    // Taking bets: every refusal below is the stake's, not the round's.
    await bettingHeld();
    const bet = (body: unknown) => call('POST', '/services/crash/crash/live/bets', token, body);
    expect((await bet({ amount: 0.5 })).body.errors).toEqual({ amount: ['bet.min'] });
    expect((await bet({ amount: 50_001 })).body.errors).toEqual({ amount: ['bet.max'] });
    expect((await bet({ amount: 6 })).body.errors).toEqual({ amount: ['balance.insufficient'] });
    expect((await bet({ amount: 1, autoCashOut: 1.005 })).status).toBe(422);
    const other = await player(10);
    expect(
      (await call('POST', '/services/crash/crash/live/bets/cb-1/cashout', other.token)).status,
    ).toBe(404);
    expect(
      (await call('POST', '/services/crash/crash/live/bets', null, { amount: 1 })).status,
    ).toBe(401);
  });

  it('concurrent bets never overdraw: a balance of one stake pays for one bet, on crash or dice', async () => {
    const { token, state } = await player(10);
    await bettingHeld();
    const answers = await Promise.all([
      call('POST', '/services/crash/crash/live/bets', token, { amount: 10 }),
      call('POST', '/services/dice/dice/rounds', token, {
        amount: 10,
        inputs: { direction: 'under', target: 50 },
      }),
      call('POST', '/services/crash/crash/live/bets', token, { amount: 10 }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others were refused for the money (or, the second crash bet, as one bet too many).
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(422);
      expect([
        { amount: ['balance.insufficient'] },
        { round: ['round.bet_placed'] },
      ]).toContainEqual(refused.body.errors);
    }
    expect(state.balance).toBe(0);
  });

  it('a reconnecting client gets the current phase at once, and the player finds their open bet', async () => {
    const { token } = await player(100, 'RUB', 'Zhanna');
    const betting = await bettingHeld();
    const placed = await call('POST', '/services/crash/crash/live/bets', token, { amount: 5 });
    expect(placed.status).toBe(200);
    const again = watch<CrashEvent>(CRASH, 'CrashEvent');
    const snapshot = await again.next(is('snapshot'));
    await again.close();
    expect(snapshot.round).toMatchObject({ id: betting.id, phase: 'betting' });
    expect(snapshot.bets).toContainEqual(
      expect.objectContaining({ id: placed.body.bet.id, player: 'Zha•••', amount: 5 }),
    );
    const { body } = await call('GET', '/services/crash/crash/live/bets', token);
    expect(body.bets[0]).toMatchObject({ id: placed.body.bet.id, roundId: betting.id });
  });

  it('a hold names its point; the control refuses anything else', async () => {
    for (const at of ['running', 1, 1.005, 2_000_000, null]) {
      const answer = await fetch(`${stack.sandboxUrl}/_sandbox/live/crash/hold`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ at }),
      });
      expect(answer.status, String(at)).toBe(400);
    }
    expect((await holdCrash('ended')).hold).toBe('ended');
    const ended = await crashTableWhen((t) => t.stopped);
    expect(ended.round.phase).toBe('ended');
    expect((await holdCrash(null)).hold).toBeNull();
  });
});

const RED = '/services/general/rooms/red/live';

describe('the rooms', () => {
  it('a room fills, counts down, draws its winner by the mixed seeds and pays the pot less 1%', async () => {
    // The draws wait until both players are in (a countdown that runs out waits too).
    await live('rooms/hold', 'POST');
    const stream = watch<RoomEvent>(`${RED}?currency=KZT`, 'RoomEvent');
    const snapshot = await stream.next(is('snapshot'));
    const a = await player(1000, 'KZT', 'Aigerim');
    const b = await player(1000, 'KZT');
    const join = (token: string, body: unknown) =>
      call('POST', '/services/general/rooms/red/live/bets', token, body);
    // The round open now, or the next to open after a draw's pause: it stays open.
    const roundId =
      snapshot.round.phase === 'open'
        ? snapshot.round.id
        : (await stream.next(is('opened'))).round.id;
    const first = await join(a.token, { amount: 10, clientSeed: 'aigerim seed' });
    expect(first.status).toBe(200);
    expect(first.body.bet).toMatchObject({
      currency: 'KZT',
      status: 'open',
      clientSeed: 'aigerim seed',
    });
    expect(first.body.bet.roundId).toBe(roundId);
    expect((await join(a.token, { amount: 10 })).body.errors).toEqual({
      round: ['round.bet_placed'],
    });
    expect((await join(b.token, { amount: 1 })).body.errors).toEqual({ amount: ['bet.min'] });
    const second = await join(b.token, { amount: 30 });
    expect(second.status).toBe(200);
    expect(second.body.bet.roundId).toBe(roundId);
    await live('rooms/hold', 'DELETE');
    const end = await stream.next(
      (e): e is Of<RoomEvent, 'end'> => e.type === 'end' && e.round.id === roundId,
    );
    await stream.close();
    expect(stream.problems).toEqual([]);
    const { round } = end;
    // The commitment shown at the opening is the revealed seed's hash, and the draw recomputes.
    const winner = roomDrawWinner(
      round.serverSeed ?? '',
      round.entries.map((e) => ({ amount: e.amount, clientSeed: e.clientSeed })),
    );
    expect(round.winner).toBe(winner);
    const potMinor = round.entries.reduce((sum, e) => sum + (toMinor(e.amount) ?? 0), 0);
    expect(toMinor(round.payout ?? 0)).toBe(roomPayout(potMinor));
    const winnerEntry = round.entries[winner];
    for (const [who, bet] of [
      [a, first.body.bet],
      [b, second.body.bet],
    ] as const) {
      const won = winnerEntry?.id === bet.id;
      expect(who.state.balance).toBe(
        100_000 - (toMinor(bet.amount) ?? 0) + (won ? roomPayout(potMinor) : 0),
      );
      const mine = await call('GET', '/services/general/rooms/bets', who.token);
      expect(mine.body.bets[0]).toMatchObject({ id: bet.id, status: won ? 'won' : 'lost' });
    }
    const rounds = await call('GET', '/services/general/rooms/red/live/rounds?currency=KZT', null);
    expect(rounds.body.rounds).toContainEqual(round);
    expect(stack.violations.filter((v) => v.operation.includes('/rooms'))).toEqual([]);
  });

  it('refuses an unknown currency and answers a stream per room', async () => {
    expect(
      (await call('GET', '/services/general/rooms/red/live/rounds?currency=XXX', null)).status,
    ).toBe(422);
    const stream = watch<RoomEvent>('/services/general/rooms/purple/live', 'RoomEvent');
    const snapshot = await stream.next(is('snapshot'));
    await stream.close();
    expect(snapshot.round).toMatchObject({ room: 'purple', currency: 'RUB', minStake: 50 });
  });
});

const FEED = '/services/general/rounds/live';

describe('the live bets feed', () => {
  it("starts with the simulated players' bets, then shows a real round as it settles, masked", async () => {
    const stream = watch<BetFeedEvent>(FEED, 'BetFeedEvent');
    const snapshot = await stream.next(is('snapshot'));
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(snapshot.bets.length).toBeGreaterThan(0);
    const { token } = await player(5000, 'RUB', 'Zhanna');
    // A high roller's stake: 1,000 RUB.
    const played = await call('POST', '/services/dice/dice/rounds', token, {
      amount: 1000,
      inputs: { direction: 'over', target: 50 },
    });
    expect(played.status).toBe(200);
    const round = played.body.round;
    const shown = await stream.next(
      (e): e is Of<BetFeedEvent, 'bet'> => e.type === 'bet' && e.bet.id === round.id,
    );
    expect(shown.bet).toMatchObject({
      game: 'dice',
      player: 'Zha•••',
      currency: 'RUB',
      amount: 1000,
      payout: round.payout,
      multiplier: round.payout === 0 ? 0 : 1.98,
      highRoller: true,
    });
    // A page that opens now finds it in the snapshot, among the high rollers too.
    const later = watch<BetFeedEvent>(FEED, 'BetFeedEvent');
    const again = await later.next(is('snapshot'));
    await later.close();
    await stream.close();
    expect(again.bets.map((b) => b.id)).toContain(round.id);
    expect(again.highRollers.map((b) => b.id)).toContain(round.id);
    expect(again.highRollers.every((b) => b.highRoller)).toBe(true);
    expect(again.bigWins.every((b) => b.bigWin && b.payout >= b.amount)).toBe(true);
    expect(stream.problems).toEqual([]);
  });

  it('shows every entry of a room draw: the winner paid, the others lost', async () => {
    await live('rooms/hold', 'POST');
    const feed = watch<BetFeedEvent>(FEED, 'BetFeedEvent');
    await feed.next(is('snapshot'));
    const stream = watch<RoomEvent>('/services/general/rooms/yellow/live', 'RoomEvent');
    await stream.next(is('snapshot'));
    const a = await player(1000);
    const b = await player(1000);
    const join = (token: string) =>
      call('POST', '/services/general/rooms/yellow/live/bets', token, { amount: 10 });
    const first = (await join(a.token)).body.bet;
    const second = (await join(b.token)).body.bet;
    expect(second.roundId).toBe(first.roundId);
    await live('rooms/hold', 'DELETE');
    const end = await stream.next(
      (e): e is Of<RoomEvent, 'end'> => e.type === 'end' && e.round.id === first.roundId,
    );
    await stream.close();
    for (const entry of end.round.entries) {
      const { bet } = await feed.next(
        (e): e is Of<BetFeedEvent, 'bet'> => e.type === 'bet' && e.bet.id === entry.id,
      );
      const won = end.round.entries[end.round.winner ?? -1]?.id === entry.id;
      expect(bet).toMatchObject({ game: 'rooms', amount: entry.amount });
      expect(bet.payout).toBe(won ? end.round.payout : 0);
    }
    await feed.close();
    expect(feed.problems).toEqual([]);
  });
});

describe('a reset', () => {
  it('ends the open streams of the old tables, and a new connection finds a new table', async () => {
    const stream = watch<CrashEvent>(CRASH, 'CrashEvent');
    const before = await stream.next(is('snapshot'));
    const reset = await fetch(`${stack.sandboxUrl}/_sandbox/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    // The stream ends by itself (the reading settles), so a client reconnects.
    await stream.closed;
    const again = watch<CrashEvent>(CRASH, 'CrashEvent');
    const after = await again.next(is('snapshot'));
    await again.close();
    expect(after.chain.terminatingHash).not.toBe(before.chain.terminatingHash);
  });
});

describe('the contract', () => {
  it('no answer of the live calls broke it (Prism checked each one on the way)', () => {
    expect(stack.violations.filter((v) => v.kind === 'response')).toEqual([]);
  });
});
