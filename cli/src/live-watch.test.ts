// `casino live watch` against the sandbox's live tables (run 20 times faster):
// crash and a room, as lines for people and as one JSON event per line, each
// line an event of the contract, and the live bets feed; the end of a crash round prints the hash
// that `casino fair verify --game crash` turns back into its crash point.
// A stream that cannot be opened exits 1 at once; bad options exit 2.
import { type SandboxStack, startSandboxStack } from '@casino/scripts/sandbox';
import { zCrashEvent, zRoomEvent } from '@casino/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { casino } from './test-run.ts';
import { endlessLine, hanging } from './test-servers.ts';

let stack: SandboxStack;
beforeAll(async () => {
  stack = await startSandboxStack({ settings: { log: () => undefined, liveSpeed: 20 } });
});
afterAll(() => stack?.stop());

describe('casino live watch', () => {
  it('--game crash --json prints the stream as one valid event per line until --rounds have ended', async () => {
    const run = await casino(
      'live',
      'watch',
      '--game',
      'crash',
      '--api',
      stack.url,
      '--rounds',
      '2',
      '--json',
    );
    expect(run.code).toBe(0);
    const events = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    for (const event of events) expect(zCrashEvent.safeParse(event).success).toBe(true);
    expect(events[0].type).toBe('snapshot');
    expect(events.filter((e) => e.type === 'end')).toHaveLength(2);
    expect(events.at(-1).type).toBe('end');
    expect(run.stderr).toMatch(/watched 2 rounds/);
    // The end's hash recomputes to its crash point with the chain's salt.
    const end = events.at(-1);
    const verified = await casino(
      'fair',
      'verify',
      '--game',
      'crash',
      '--hash',
      end.round.hash,
      '--salt',
      events[0].chain.salt,
      '--json',
    );
    expect(verified.json()).toMatchObject({ crashPoint: end.round.crashPoint });
  });

  it('--game crash prints a line per phase, bet and end, without ticks', async () => {
    const run = await casino(
      'live',
      'watch',
      '--game',
      'crash',
      '--api',
      stack.url,
      '--rounds',
      '1',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^crash #\d+ /);
    expect(run.stdout).toMatch(/\n {2}bet {6}\S+ \d+\.\d{2} [A-Z]{3}\n/);
    expect(run.stdout).toMatch(/crash #\d+ crashed at ×\d+\.\d{2}, hash [0-9a-f]{64}\n$/);
    expect(run.stdout).not.toMatch(/tick/);
  });

  it('--game rooms follows a room in a currency until its draw', async () => {
    const run = await casino(
      'live',
      'watch',
      '--game',
      'rooms',
      '--room',
      'yellow',
      '--currency',
      'kzt',
      '--api',
      stack.url,
      '--rounds',
      '1',
      '--json',
    );
    expect(run.code).toBe(0);
    const events = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    for (const event of events) expect(zRoomEvent.safeParse(event).success).toBe(true);
    const end = events.at(-1);
    expect(end).toMatchObject({ type: 'end', round: { room: 'yellow', currency: 'KZT' } });
    expect(end.round.entries.length).toBeGreaterThanOrEqual(2);
  });

  it('--game feed prints the settled bets as they come, a real round among them', async () => {
    // A dice round for money, played once the watch has its snapshot.
    const { body } = await (
      await fetch(`${stack.url}/api/v2/auth/register/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'feed@example.com', password: 'secret123', currency: 'RUB' }),
      })
    )
      .json()
      .then((json) => ({ body: json as { token: string } }));
    const player = stack.sandbox.world.playerOf(body.token);
    if (!player) throw new Error('registered player not found');
    player.name = 'Zarina';
    stack.sandbox.world.move(player, 'deposit', 10_000, 'test');
    const watching = casino('live', 'watch', '--game', 'feed', '--api', stack.url, '--rounds', '3');
    // Once the watch follows the feed (a subscriber more), the round is played.
    const watchers = stack.sandbox.world.live.bets.feed.size;
    await vi.waitFor(
      () => {
        if (stack.sandbox.world.live.bets.feed.size <= watchers)
          throw new Error('not watching yet');
      },
      { timeout: 20_000, interval: 20 },
    );
    const played = stack.sandbox.world.games.place(player, 'dice', {
      amount: 7,
      inputs: { direction: 'over', target: 50 },
    });
    if (!played.ok) throw new Error('the dice round was refused');
    const run = await watching;
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^feed \(snapshot: \d+ bets, \d+ high rollers, \d+ big wins\)\n/);
    expect(run.stdout).toMatch(/\n {2}dice {5}Zar••• 7\.00 RUB ×\d+\.\d{2} → \d+\.\d{2} RUB\n/);
    expect(run.stderr).toMatch(/watched 3 bets/);
  });

  it('exits 1 at once when the stream cannot be opened, and 2 for bad options', async () => {
    const closed = await casino('live', 'watch', '--game', 'crash', '--api', 'http://127.0.0.1:9');
    expect(closed.code).toBe(1);
    expect(closed.stderr).toMatch(
      /could not open the stream at http:\/\/127\.0\.0\.1:9\/services\/crash\/crash\/live/,
    );
    const json = await casino(
      'live',
      'watch',
      '--game',
      'crash',
      '--api',
      'http://127.0.0.1:9',
      '--json',
    );
    expect(json.code).toBe(1);
    expect(json.json().error).toMatchObject({ code: 'network' });
    const missing = await casino(
      'live',
      'watch',
      '--game',
      'crash',
      '--api',
      `${stack.url}/nothing`,
      '--json',
    );
    expect(missing.code).toBe(1);
    expect(missing.json().error).toMatchObject({ code: 'http', status: 404 });
    const game = await casino('live', 'watch', '--game', 'poker', '--api', stack.url);
    expect(game.code).toBe(2);
    expect(game.stderr).toMatch(/--game must be crash, rooms or feed/);
    const room = await casino(
      'live',
      'watch',
      '--game',
      'crash',
      '--room',
      'red',
      '--api',
      stack.url,
    );
    expect(room.code).toBe(2);
    expect(room.stderr).toMatch(/--room and --currency are for rooms/);
    const none = await casino('live', 'watch', '--game', 'crash');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no API address/);
  });

  it('says a server that never answers gave no answer within --timeout', async () => {
    const silent = await hanging();
    try {
      const watch = (...more: string[]) =>
        casino(
          'live',
          'watch',
          '--game',
          'crash',
          '--api',
          silent.url,
          '--timeout',
          '300',
          ...more,
        );
      const r = await watch();
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('could not open the stream');
      expect(r.stderr).toContain(': no answer within 300 ms');
      expect((await watch('--json')).json().error).toMatchObject({ code: 'timeout' });
    } finally {
      await silent.close();
    }
  });

  it('drops a stream that sends a 200 MB line, having read little of it, and exits 1 saying why', async () => {
    const server = await endlessLine(200 * 1024 * 1024);
    try {
      const r = await casino('live', 'watch', '--game', 'crash', '--api', server.url);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        'the stream at /services/crash/crash/live sent a line over 1 MiB, the most a watch reads',
      );
      // The server could write what the sockets hold and no more: the watch stopped reading.
      expect(server.sent()).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });
});
