// The sportsbook's live stream (/betting/live): a snapshot of the events in
// play, then a message for each event that changed (a goal, a minute, a
// price), kicked off or ended; every message checked against the contract's
// schema.
import { readLiveStream } from '@casino/sdk';
import { zSportLiveEvent } from '@casino/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { liveChanges } from './routes/sportsbook.ts';
import { sandboxClient } from './test-client.ts';
import { type Fixture, fixtureAt, matchDurationMs } from './world/sportsbook.ts';

const MINUTE = 60_000;

/** A football match from slot 80,000 on with a home goal between minutes 10 and 35, no other goal near it. */
function matchWithGoal(): Fixture {
  for (let slot = 80_000; slot < 83_000; slot++) {
    const f = fixtureAt(slot);
    const goal = f.goals[0][0];
    if (
      f.sport === 'football' &&
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

  it('refuses an unknown sport', async () => {
    const t = sandboxClient();
    const response = await t.sandbox.app.fetch(
      new Request('http://sandbox/betting/live?sport=chess'),
    );
    expect(response.status).toBe(422);
  });
});
