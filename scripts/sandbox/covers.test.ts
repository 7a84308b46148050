// The sandbox's game art as a browser meets it: every catalog game's `image`
// answers a WebP copy of an SVG drawn here (cacheable, no outside reference),
// and both launch calls answer an address whose page names the game, its
// provider and mode.
import { describe, expect, it } from 'vitest';
import { coverSvg } from './covers.ts';
import { catalogGames } from './routes/catalog.ts';
import { createSandbox } from './server.ts';

const OWN = 'http://127.0.0.1:4011';

function setup() {
  const sandbox = createSandbox({
    now: () => Date.parse('2026-11-23T12:00:00Z'),
    log: () => {},
    publicUrl: OWN,
  });
  const fetch = (url: string, init: RequestInit = {}) =>
    sandbox.app.fetch(new Request(url.replace(OWN, 'http://sandbox'), init));
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  const json = async (path: string, init: RequestInit = {}): Promise<any> =>
    (await fetch(`http://sandbox${path}`, init)).json();
  return { fetch, json };
}

describe('catalog covers', () => {
  it('every slot and live game has its own cover on the sandbox, a WebP copy of its drawing', async () => {
    const { fetch, json } = setup();
    const games = [
      ...(await json('/games/slots?per_page=100')).data,
      ...(await json('/games/live-casino?per_page=100')).data,
    ];
    expect(games).toHaveLength(40);
    const bodies = new Set<string>();
    for (const game of games) {
      expect(game.image).toBe(`${OWN}/_sandbox/covers/${game.slug}.webp`);
      const answer = await fetch(game.image);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toContain('max-age=');
      const bytes = Buffer.from(await answer.arrayBuffer());
      // A WebP file: RIFF….WEBP.
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      bodies.add(bytes.toString('base64'));
    }
    expect(bodies.size).toBe(games.length);
  });

  it('draws each cover as a self-contained SVG with the title lettered on it', () => {
    for (const game of catalogGames()) {
      const svg = coverSvg(game);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      // The title is lettered on it (upper case, XML-escaped).
      expect(svg).toContain(game.title.toUpperCase().split(' ')[0]?.replace(/&/g, '&amp;'));
      // Nothing from elsewhere: no image, font or stylesheet address.
      expect(svg).not.toMatch(/<image|href=|@import|url\((?!#)/);
      // Each gradient it defines is painted with, and each paint or mask it refers to is there.
      const used = [...svg.matchAll(/url\(#([\w-]+)\)/g)].map((m) => m[1]);
      for (const [, id] of svg.matchAll(/Gradient id="([\w-]+)"/g)) expect(used).toContain(id);
      for (const id of used) expect(svg).toContain(`id="${id}"`);
    }
  });

  it('an unknown game has no cover', async () => {
    const { fetch } = setup();
    expect((await fetch(`${OWN}/_sandbox/covers/no-such-game.webp`)).status).toBe(404);
  });
});

describe('the stand-in game page', () => {
  it('the demo launch opens a page naming the game, its provider and the mode', async () => {
    const { fetch, json } = setup();
    const launch = await json('/games/sweet-bonanza/demo', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(launch.url).toBe(`${OWN}/_sandbox/play/sweet-bonanza?mode=demo&lang=en`);
    const page = await fetch(launch.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Framed by the site on this machine, and it runs no script.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors http://127.0.0.1:*');
    expect(policy).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    expect(html).toContain('<h1>Sweet Bonanza</h1>');
    // Escaped, as every echoed text is.
    expect(html).toContain('Provider: Play&#39;n GO');
    expect(html).toContain('Sandbox stand-in');
    expect(html).toContain('>Demo<');
    expect(html).not.toContain('<script');
  });

  it('the real-money launch opens it in the player’s language, for money', async () => {
    const { fetch, json } = setup();
    const token = (
      await json('/api/v2/auth/register/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'art@example.com', password: 'secret123', currency: 'RUB' }),
      })
    ).token as string;
    const launch = await json('/games/crazy-time/play', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'kk-KZ' },
    });
    expect(launch.url).toMatch(
      new RegExp(`^${OWN}/_sandbox/play/crazy-time\\?mode=real&lang=kz&launch=[0-9a-f-]{36}$`),
    );
    const html = await (await fetch(launch.url)).text();
    expect(html).toContain('<html lang="kk">');
    expect(html).toContain('<h1>Crazy Time</h1>');
    expect(html).toContain('Провайдер: Evolution');
    expect(html).toContain('Ақшаға');
    // No free spins on this game: the page says what it stands in for.
    expect(html).toContain('Мұнда провайдердің нағыз ойыны жүктеледі.');
    expect(html).not.toContain('<form');
  });

  it('an unknown game has no page', async () => {
    const { fetch } = setup();
    expect((await fetch(`${OWN}/_sandbox/play/no-such-game?mode=demo`)).status).toBe(404);
  });
});
