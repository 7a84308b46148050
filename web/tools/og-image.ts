// The share image of every page (og:image, twitter:image): the SVG art below,
// drawn here in the brand's colours (src/styles/tokens.css) at 1200 × 630,
// rendered once to web/public/og-image.png with Debian's Chromium through
// playwright-core and committed (the build copies public/ as is). No words
// but the brand, so one image serves ru, en and kz; the seo messages'
// `imageAlt` describes it. Run it again after changing the art:
//
//   bash scripts/node24.sh node web/tools/og-image.ts
//
// It needs Debian's Chromium (`apt-get install -y chromium`) or CHROMIUM_PATH,
// and refuses to write an image of 80 KB or more (link previews fetch it).
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/og-image.png', import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 80 * 1024;

// tokens.css
const BG = '#0f1222';
const RAISED = '#171b31';
const CARD = '#1d2240';
const LINE = '#2a3058';
const TEXT = '#eef0ff';
const ACCENT = '#ffb72e';
const ACCENT_2 = '#ff6b3d';
const DANGER = '#ff5d6c';

/** The favicon's star (public/favicon.svg), on a 64 × 64 grid. */
const STAR = 'M32 10l6.5 13.2 14.5 2.1-10.5 10.2 2.5 14.5L32 43.2 19 50l2.5-14.5L11 25.3l14.5-2.1z';

/** A game tile of the 2 × 2 grid: a raised card with an icon drawn on a 100 × 100 grid. */
const tile = (x: number, y: number, icon: string) => `
  <g transform="translate(${x} ${y})">
    <rect width="190" height="190" rx="28" fill="${CARD}" stroke="${LINE}" stroke-width="3"/>
    <g transform="translate(25 25) scale(1.4)">${icon}</g>
  </g>`;

const DIE = `
  <rect x="14" y="14" width="72" height="72" rx="16" fill="${ACCENT}"/>
  ${[
    [32, 32],
    [68, 32],
    [50, 50],
    [32, 68],
    [68, 68],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="7" fill="${BG}"/>`)
    .join('')}`;

const WHEEL = `
  <circle cx="50" cy="50" r="38" fill="none" stroke="${ACCENT}" stroke-width="9"/>
  <circle cx="50" cy="50" r="21" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-dasharray="6 5"/>
  <circle cx="50" cy="50" r="6" fill="${ACCENT}"/>
  <circle cx="50" cy="19" r="6" fill="${ACCENT_2}"/>`;

const COIN = `
  <circle cx="50" cy="50" r="38" fill="url(#gold)"/>
  <circle cx="50" cy="50" r="28" fill="none" stroke="${BG}" stroke-width="4"/>
  <path d="${STAR}" transform="translate(27 27) scale(0.72)" fill="${BG}"/>`;

const CARD_ICON = `
  <rect x="22" y="10" width="56" height="80" rx="8" fill="${TEXT}" transform="rotate(-8 50 50)"/>
  <g transform="rotate(-8 50 50)">
    <path d="M50 32l13 18-13 18-13-18z" fill="${DANGER}"/>
    <text x="30" y="28" font-family="DejaVu Sans" font-weight="700" font-size="14" fill="${DANGER}">A</text>
  </g>`;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffcf4d"/>
      <stop offset="1" stop-color="#ff7a3d"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${BG}"/>
  <circle cx="1090" cy="40" r="300" fill="${RAISED}"/>
  <circle cx="600" cy="700" r="220" fill="${RAISED}"/>
  <g transform="translate(84 118)">
    <rect width="200" height="200" rx="44" fill="${CARD}" stroke="${LINE}" stroke-width="3"/>
    <path d="${STAR}" transform="scale(3.125)" fill="url(#gold)"/>
  </g>
  <text x="84" y="430" font-family="DejaVu Sans" font-weight="700" font-size="84" fill="${TEXT}">Casino <tspan fill="${ACCENT}">Star</tspan></text>
  <rect x="88" y="468" width="132" height="10" rx="5" fill="${ACCENT_2}"/>
  ${tile(700, 100, DIE)}
  ${tile(920, 100, WHEEL)}
  ${tile(700, 320, COIN)}
  ${tile(920, 320, CARD_ICON)}
</svg>`;

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string =>
  Boolean(p && existsSync(p)),
);
if (!executablePath) {
  console.error("og-image: no Chromium; install Debian's chromium or set CHROMIUM_PATH");
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<!doctype html><body style="margin:0">${SVG}</body>`);
  await page.screenshot({
    path: OUT,
    type: 'png',
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
  });
} finally {
  await browser.close();
}
const { size } = await stat(OUT);
console.log(`og-image: ${OUT} (${WIDTH} × ${HEIGHT}, ${(size / 1024).toFixed(1)} KB)`);
if (size >= MAX_BYTES) {
  console.error(`og-image: ${size} bytes is over the ${MAX_BYTES}-byte limit: simplify the art`);
  process.exit(1);
}
