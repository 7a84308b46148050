// `casino betting watch` against the sandbox's sportsbook: the events in play
// first, then each change, as lines for people or one valid message per JSON
// line; it stops after --events changes or --seconds (exit 0). A stream that
// cannot be opened exits 1 at once; bad options exit 2.
import { type SandboxStack, startSandboxStack } from '@casino/scripts/sandbox';
import { zSportLiveEvent } from '@casino/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';

let stack: SandboxStack;
beforeAll(async () => {
  // The sandbox's clock runs 60 times faster than the wall's: a match minute
  // every 0.1 s, so each of the stream's looks (one a second) finds a change
  // whatever the wall clock says (a break lasts under a second). Matches
  // overlap (one kicks off every 6 minutes and lasts longer): one is always in play.
  const start = Date.now();
  const base = Date.UTC(2026, 8, 13, 12, 0, 0);
  stack = await startSandboxStack({
    settings: { log: () => undefined, now: () => base + (Date.now() - start) * 60 },
  });
});
afterAll(() => stack?.stop());

describe('casino betting watch', () => {
  it('--events 1 --json prints the snapshot and the first change, each a message of the contract', async () => {
    const run = await casino(
      'betting',
      'watch',
      '--api',
      stack.url,
      '--events',
      '1',
      '--json',
      '--idle',
      '60',
    );
    expect(run.code).toBe(0);
    const messages = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    for (const message of messages) expect(zSportLiveEvent.safeParse(message).success).toBe(true);
    expect(messages[0].type).toBe('snapshot');
    expect(messages[0].events.length).toBeGreaterThan(0);
    expect(messages.at(-1).type).toBe('event');
    expect(run.stderr).toMatch(/watched 1 change/);
  });

  it('--seconds prints the events in play for people, then stops', async () => {
    const run = await casino('betting', 'watch', '--api', stack.url, '--seconds', '1');
    expect(run.code).toBe(0);
    const [first, second] = run.stdout.split('\n');
    expect(first).toMatch(/^in play: \d+ events?$/);
    // " 34' #180123 Altyn Astana – Irtysh Pavlodar 1:0  1 1.52  X 3.90  2 6.10", or for
    // tennis and esports "  S2 #180124 T. Zhaksylykov – L. Meier 1:0 sets, 3:2 games  1 1.40  2 2.80"
    expect(second).toMatch(/^ *(\d+'|[SM]\d) #\d+ .+ – .+ \d+:\d+/);
    expect(run.stderr).toMatch(/watched \d+ changes? \(\d+ messages?\)/);
  });

  it('--event of no event in play says so and watches on', async () => {
    const run = await casino(
      'betting',
      'watch',
      '--api',
      stack.url,
      '--event',
      '999999999',
      '--seconds',
      '1',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('in play: 0 events\n');
    expect(run.stderr).toContain(
      'casino: event 999999999 is not in play now; watching for it to start',
    );
  });

  it('exits 1 at once when the stream cannot be opened, and 2 for bad options', async () => {
    const closed = await casino('betting', 'watch', '--api', 'http://127.0.0.1:9');
    expect(closed.code).toBe(1);
    expect(closed.stderr).toMatch(
      /could not open the stream at http:\/\/127\.0\.0\.1:9\/betting\/live/,
    );
    const sport = await casino('betting', 'watch', '--sport', 'chess', '--api', stack.url);
    expect(sport.code).toBe(2);
    expect(sport.stderr).toMatch(
      /--sport must be football, ice-hockey, tennis, basketball or esports/,
    );
    const both = await casino(
      'betting',
      'watch',
      '--sport',
      'football',
      '--event',
      '100001',
      '--api',
      stack.url,
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--sport and --event do not go together/);
  });
});
