// The sportsbook's live stream (/betting/live): a snapshot of the events in
// play, then a message for each event that changed (a goal, a minute, a
// game, a round, a price), started or ended; every message of every sport
// checked against the contract's schema.
import { readLiveStream } from '@casino/sdk';
import { zSportEventList, zSportLiveEvent } from '@casino/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { liveChanges } from './routes/sportsbook.ts';
import { sandboxClient } from './test-client.ts';
import { type Fixture, fixtureAt, type GoalFixture, matchDurationMs } from './world/sportsbook.ts';

const MINUTE = 60_000;

/** A football match from slot 80,000 on with a home goal between minutes 10 and 35, no other goal near it. */
function matchWithGoal(): GoalFixture {
  for (let slot = 80_000; slot < 83_000; slot++) {
    const f = fixtureAt(slot);
    if (f.sport !== 'football') continue;
    const goal = f.goals[0][0];
    if (
      f.abandonedAt === null &&
      goal !== undefined &&
      goal > 10 &&
      goal < 35 &&
      (f.goals[1][0] ?? 99) > 40
    )
      return f;
  }
  throw new Error('no such fixture');
}
/** The real moment a match reaches minute `minute` of its first half. */
const atMinute = (f: Fixture, minute: number) => f.startsAt + (minute * MINUTE) / 10;

describe('the live odds stream', () => {
  it('says what changed: a goal, then the end once, then nothing of that match', () => {
    const fixture = matchWithGoal();
    const goal = fixture.goals[0][0] as number;
    const t = sandboxClient({}, { start: new Date(atMinute(fixture, goal - 2)).toISOString() });
    const last = new Map<number, string>();
    const ask = { event: fixture.id, lang: 'en' as const };
    const [first] = liveChanges(t.sandbox.world, last, ask);
    expect(first).toMatchObject({ id: fixture.id, status: 'live', score: [0, 0] });
    expect(liveChanges(t.sandbox.world, last, ask)).toEqual([]);
    t.at(new Date(atMinute(fixture, goal + 0.5)).toISOString());
    const [scored] = liveChanges(t.sandbox.world, last, ask);
    expect(scored).toMatchObject({ score: [1, 0] });
    // Right after the goal every market is suspended.
    expect(scored?.markets.every((m) => m.suspended)).toBe(true);
    t.at(new Date(fixture.startsAt + matchDurationMs('football') + MINUTE).toISOString());
    const [ended] = liveChanges(t.sandbox.world, last, ask);
    expect(ended).toMatchObject({ status: 'ended', markets: [] });
    expect(liveChanges(t.sandbox.world, last, ask)).toEqual([]);
  });

  it('streams a snapshot and then the goal, each message as the contract says', async () => {
    const fixture = matchWithGoal();
    const goal = fixture.goals[0][0] as number;
    const t = sandboxClient({}, { start: new Date(atMinute(fixture, goal - 1)).toISOString() });
    const response = await t.sandbox.app.fetch(
      new Request(`http://sandbox/betting/live?event=${fixture.id}`, {
        headers: { 'Accept-Language': 'kz' },
      }),
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const check = (data: unknown) => {
      const parsed = zSportLiveEvent.safeParse(data);
      return parsed.success ? parsed.data : parsed.error.message;
    };
    const messages = readLiveStream(response.body as ReadableStream<Uint8Array>, check);
    const first = await messages.next();
    expect(first.value).toMatchObject({ ok: true, id: '1' });
    const snapshot = first.value?.ok ? first.value.event : null;
    expect(snapshot?.type).toBe('snapshot');
    if (snapshot?.type !== 'snapshot') throw new Error('no snapshot');
    expect(snapshot.events).toHaveLength(1);
    expect(snapshot.events[0]?.home).toBe(fixture.home.kz);
    // The goal: the stream's next look at the match finds it.
    t.at(new Date(atMinute(fixture, goal + 0.5)).toISOString());
    for await (const message of messages) {
      expect(message.ok).toBe(true);
      if (message.ok && message.event.type === 'event' && message.event.event.score?.[0] === 1)
        break;
    }
    // Leaving the loop cancels the stream: the sandbox stops looking.
  });

  it('sends every sport, each message as the contract says: periods, games, rounds and points', () => {
    // Two hours of the clock from 2026-09-13 12:00, looked at every 3 real seconds.
    const start = Date.UTC(2026, 8, 13, 12);
    const t = sandboxClient({}, { start: new Date(start).toISOString() });
    const last = new Map<number, string>();
    const seen = new Map<string, number>();
    const ended = new Set<string>();
    for (let at = start; at < start + 120 * MINUTE; at += MINUTE / 20) {
      t.at(new Date(at).toISOString());
      const events = liveChanges(t.sandbox.world, last, { lang: 'kz' });
      for (const event of events) {
        const message = { type: 'event', at: new Date(at).toISOString(), event };
        const parsed = zSportLiveEvent.safeParse(message);
        expect(parsed.success, parsed.error?.message).toBe(true);
        seen.set(event.sport, (seen.get(event.sport) ?? 0) + 1);
        if (event.status === 'ended') ended.add(event.sport);
        // The list shows the main market only.
        expect(
          event.markets.every(
            (m) =>
              m.id ===
              (event.sport === 'football' || event.sport === 'ice-hockey' ? '1x2' : 'winner'),
          ),
        ).toBe(true);
        expect(event.period).toBeGreaterThanOrEqual(1);
        switch (event.sport) {
          case 'tennis':
          case 'esports':
            expect(event.minute).toBeNull();
            expect(event.period_score).toHaveLength(2);
            expect(Math.max(...(event.score ?? []))).toBeLessThanOrEqual(2);
            break;
          default:
            expect(event.minute).toBeGreaterThanOrEqual(0);
            expect(event.period_score).toBeNull();
        }
      }
    }
    expect([...seen.keys()].sort()).toEqual([
      'basketball',
      'esports',
      'football',
      'ice-hockey',
      'tennis',
    ]);
    expect([...ended].sort()).toEqual([
      'basketball',
      'esports',
      'football',
      'ice-hockey',
      'tennis',
    ]);
  });

  it('lists the events in play of each sport as the contract says', async () => {
    const t = sandboxClient({}, { start: new Date(Date.UTC(2026, 8, 13, 12)).toISOString() });
    const sports = new Set<string>();
    for (let step = 0; step < 12; step++) {
      const answer = await t.call('GET', '/betting/events?status=live');
      expect(zSportEventList.safeParse(answer.body).success).toBe(true);
      for (const event of answer.body.data) sports.add(event.sport);
      for (const event of answer.body.data) {
        const own = await t.call('GET', `/betting/events/${event.id}`);
        expect(own.body.data).toMatchObject({
          period: event.period,
          period_score: event.period_score,
        });
      }
      t.advance(5 * MINUTE);
    }
    expect(sports.size).toBe(5);
  });

  it('streams one sport when asked', async () => {
    const t = sandboxClient({}, { start: new Date(Date.UTC(2026, 8, 13, 12)).toISOString() });
    let snapshot: unknown;
    for (let step = 0; step < 12 && !snapshot; step++, t.advance(5 * MINUTE)) {
      const response = await t.sandbox.app.fetch(
        new Request('http://sandbox/betting/live?sport=esports'),
      );
      const messages = readLiveStream(response.body as ReadableStream<Uint8Array>, (data) => {
        const parsed = zSportLiveEvent.safeParse(data);
        return parsed.success ? parsed.data : parsed.error.message;
      });
      const first = await messages.next();
      await messages.return(undefined);
      const event = first.value?.ok ? first.value.event : null;
      if (event?.type === 'snapshot' && event.events.length > 0) snapshot = event;
    }
    expect(snapshot).toMatchObject({ type: 'snapshot' });
    const { events } = snapshot as { events: { sport: string; period_score: unknown }[] };
    for (const event of events)
      expect(event).toMatchObject({ sport: 'esports', period_score: expect.any(Array) });
  });

  it('refuses an unknown sport or language', async () => {
    const t = sandboxClient();
    for (const query of ['sport=chess', 'lang=de']) {
      const response = await t.sandbox.app.fetch(
        new Request(`http://sandbox/betting/live?${query}`),
      );
      expect(response.status, query).toBe(422);
    }
  });

  it('names the teams in the language `lang` asks for, over Accept-Language (a browser’s EventSource sends its own)', async () => {
    const fixture = matchWithGoal();
    const t = sandboxClient({}, { start: new Date(atMinute(fixture, 5)).toISOString() });
    const response = await t.sandbox.app.fetch(
      new Request(`http://sandbox/betting/live?event=${fixture.id}&lang=kz`, {
        headers: { 'Accept-Language': 'en-US,en;q=0.9' },
      }),
    );
    const messages = readLiveStream(response.body as ReadableStream<Uint8Array>, (data) => {
      const parsed = zSportLiveEvent.safeParse(data);
      return parsed.success ? parsed.data : parsed.error.message;
    });
    const first = await messages.next();
    const snapshot = first.value?.ok ? first.value.event : null;
    if (snapshot?.type !== 'snapshot') throw new Error('no snapshot');
    expect(snapshot.events[0]?.home).toBe(fixture.home.kz);
    await messages.return(undefined);
  });
});
