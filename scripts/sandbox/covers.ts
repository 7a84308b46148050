// The sandbox's game art, drawn here (no third-party image, font or symbol):
//   - a cover per catalog game, an SVG deterministic from its slug, title and
//     kind (served as its WebP copy, covers/<slug>.webp, which
//     scripts/raster-art.ts renders from it): the motif from the title's words (a book, fruits, a gem, a roulette
//     wheel, cards…; the catalog's category when no word names one), the
//     palette from a hash of the slug, the title lettered at the bottom;
//   - the stand-in game page a launch address opens in the game frame: the
//     game's name, provider and mode over an animated reel strip (slots) or a
//     turning wheel (live), saying it is the sandbox's stand-in.
// Both are served by the sandbox under `/_sandbox/` (not part of the
// contract, like the social login stand-in) and named on the API's address:
// the front passes these paths through to the sandbox untouched (no
// frame-forbidding headers), and a production build's CSP lets images and
// frames come from the configured API's origin (and https, which real
// providers use); the development server sets no CSP.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocaleCode } from '@casino/sdk';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { escapeHtml, htmlPage } from './html-page.ts';

/** What a cover or a stand-in page needs to know of a game. */
export interface ArtGame {
  slug: string;
  title: string;
  provider: string;
  category: string;
  /** Which catalog: slots or live games. */
  kind: 'slots' | 'live';
}

/** FNV-1a: a small stable hash, so a game's art never changes between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A background: deep, middle and glow colours. */
interface Palette {
  deep: string;
  mid: string;
  glow: string;
}

/** Slots' backgrounds, all on the site's night-blue side. */
const PALETTES: Palette[] = [
  { deep: '#12062b', mid: '#4b1a7a', glow: '#c86bff' },
  { deep: '#041a26', mid: '#0d5a6e', glow: '#3fe0d0' },
  { deep: '#1f0707', mid: '#7a1f1a', glow: '#ff7a3d' },
  { deep: '#0a0f2e', mid: '#23339a', glow: '#6f8cff' },
  { deep: '#1b0520', mid: '#7b1758', glow: '#ff5fb0' },
  { deep: '#03200f', mid: '#0f6a3a', glow: '#6dff9e' },
  { deep: '#1d1203', mid: '#6e4a0b', glow: '#ffc94a' },
  { deep: '#06152b', mid: '#15507e', glow: '#52c6ff' },
];

/** The green baize: the first table, and the stand-in page's. */
const BAIZE: Palette = { deep: '#021a10', mid: '#0b5a35', glow: '#47e38f' };

/** Tables of the live games: felt colours. */
const FELTS: Palette[] = [
  BAIZE,
  { deep: '#1c0306', mid: '#6d0f1b', glow: '#ff5a6e' },
  { deep: '#040d26', mid: '#123a7a', glow: '#5aa8ff' },
  { deep: '#160524', mid: '#4a1a6e', glow: '#c48bff' },
];

const GOLD = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ffc83d"/><stop offset="1" stop-color="#b86b0c"/></linearGradient>`;

type Motif = (p: Palette, seed: number) => string;

/** A roulette wheel seen from above, radius 104, with its ball. */
function rouletteWheel(): string {
  const n = 37;
  const pt = (a: number, r: number) =>
    `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
  const pockets = Array.from({ length: n }, (_, i) => {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = ((i + 1) / n) * Math.PI * 2;
    const colour = i === 0 ? '#0f9d58' : i % 2 ? '#d8202f' : '#15151c';
    return `<path d="M${pt(a0, 60)}L${pt(a0, 88)}A88 88 0 0 1 ${pt(a1, 88)}L${pt(a1, 60)}A60 60 0 0 0 ${pt(a0, 60)}z" fill="${colour}"/>`;
  }).join('');
  return `<circle r="104" fill="url(#wood)"/><circle r="90" fill="#3a1d0c"/>${pockets}
      <circle r="60" fill="url(#cone)"/><circle r="60" fill="none" stroke="url(#gold)" stroke-width="3"/>
      <path d="M-34 0h68M0 -34v68" stroke="url(#gold)" stroke-width="7" stroke-linecap="round"/><circle r="12" fill="url(#gold)"/>
      <circle cx="52" cy="-58" r="8" fill="#fff"/>`;
}

/** The motifs, each drawn around (0, 0) within about ±95 × ±85. */
const MOTIFS = {
  book: () => `
    <path d="M-58 -74h112a10 10 0 0 1 10 10v136a10 10 0 0 1-10 10h-112z" fill="#3a1606"/>
    <path d="M-54 -70h104v144h-104z" fill="#f4e3b5"/>
    <path d="M-54 -52h104M-54 -30h104M-54 -8h104M-54 14h104M-54 36h104M-54 58h104" stroke="#d9c28a" stroke-width="1.5"/>
    <rect x="-70" y="-80" width="112" height="152" rx="9" fill="url(#leather)"/>
    <rect x="-62" y="-72" width="96" height="136" rx="6" fill="none" stroke="url(#gold)" stroke-width="3"/>
    <path d="M-70 -60v-12a8 8 0 0 1 8-8h12l-20 20zM42 -60v-12a8 8 0 0 0-8-8h-12l20 20zM-70 52v12a8 8 0 0 0 8 8h12l-20-20zM42 52v12a8 8 0 0 1-8 8h-12l20-20z" fill="url(#gold)"/>
    <circle cx="-14" cy="-4" r="32" fill="#24100a" stroke="url(#gold)" stroke-width="4"/>
    <path d="M-40 -6c10-14 42-14 52 0-10 14-42 14-52 0z" fill="#f4e3b5"/>
    <circle cx="-14" cy="-6" r="9" fill="#1b6fb0"/><circle cx="-14" cy="-6" r="4" fill="#07121d"/>
    <path d="M-20 6l-4 18M-8 6c2 8 8 10 12 6" stroke="url(#gold)" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M-70 -40h-6M-70 0h-6M-70 40h-6" stroke="url(#gold)" stroke-width="4"/>`,
  fruits: () => `
    <ellipse cx="30" cy="6" rx="52" ry="44" fill="url(#lemon)" transform="rotate(-20 30 6)"/>
    <ellipse cx="12" cy="-14" rx="20" ry="9" fill="#fff" opacity=".45" transform="rotate(-30 12 -14)"/>
    <path d="M-30 -70c10 20 4 46-16 74M-30 -70c18 10 28 38 22 80" stroke="#3c7a1c" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M-30 -70c16-18 42-16 52-4-16 12-38 14-52 4z" fill="#4caf2a"/>
    <circle cx="-52" cy="26" r="34" fill="url(#cherry)"/>
    <circle cx="-6" cy="40" r="34" fill="url(#cherry)"/>
    <ellipse cx="-62" cy="12" rx="9" ry="6" fill="#fff" opacity=".7" transform="rotate(-30 -62 12)"/>
    <ellipse cx="-16" cy="26" rx="9" ry="6" fill="#fff" opacity=".7" transform="rotate(-30 -16 26)"/>`,
  candy: () => `
    <rect x="-6" y="20" width="12" height="74" rx="5" fill="#f2eee8"/>
    <circle cx="0" cy="-16" r="62" fill="#ff4fa0"/>
    <path d="M0 -16m-54 0a54 54 0 0 1 96-34M0 -16m-40 0a40 40 0 0 1 70-24M0 -16m-26 0a26 26 0 0 1 44-14M0 -16m54 0a54 54 0 0 1-96 34M0 -16m40 0a40 40 0 0 1-70 24M0 -16m26 0a26 26 0 0 1-44 14" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round"/>
    <circle cx="0" cy="-16" r="62" fill="url(#shine)"/>
    <g transform="translate(66 52) rotate(-24)">
      <path d="M-22 0l-18-14v28zM22 0l18-14v28z" fill="#ffd23f"/>
      <ellipse rx="26" ry="18" fill="#3fd0ff"/><path d="M-12 -16c6 10 6 22 0 32M4 -18c6 12 6 24 0 36" stroke="#fff" stroke-width="5" fill="none"/>
    </g>
    <g transform="translate(-70 44) rotate(18)"><rect x="-16" y="-16" width="32" height="32" rx="8" fill="#7cff6b"/><rect x="-10" y="-12" width="12" height="6" rx="3" fill="#fff" opacity=".6"/></g>`,
  gem: (p) => `
    <path d="M-70 -30l28-40h84l28 40-70 92z" fill="${p.glow}"/>
    <path d="M-70 -30h140l-70 92z" fill="#000" opacity=".25"/>
    <path d="M-42 -70l16 40h52l16-40z" fill="#fff" opacity=".35"/>
    <path d="M-26 -30l26 92 26-92z" fill="#fff" opacity=".18"/>
    <path d="M-70 -30l28-40 16 40zM70 -30l-28-40-16 40z" fill="#fff" opacity=".15"/>
    <path d="M-70 -30l28-40h84l28 40-70 92z" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M-70 -30h140M-42 -70l16 40 26 92 26-92 16-40" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1.5"/>`,
  star: () => `
    <path d="M0 -86l24 52 56 6-42 38 12 56-50-28-50 28 12-56-42-38 56-6z" fill="url(#gold)" stroke="#fff6c8" stroke-width="3" stroke-linejoin="round"/>
    <path d="M0 -50l13 28 30 4-22 20 6 30-27-15-27 15 6-30-22-20 30-4z" fill="#fff" opacity=".4"/>
    <circle cx="-80" cy="-60" r="5" fill="#fff"/><circle cx="84" cy="30" r="4" fill="#fff"/>`,
  lightning: () => `
    <path d="M-84 0l84-46 84 46z" fill="url(#marble)"/>
    <rect x="-80" y="0" width="160" height="8" fill="#d8d3c4"/>
    <path d="M-66 8h16v62h-16zM-30 8h16v62h-16zM14 8h16v62h-16zM50 8h16v62h-16z" fill="url(#marble)"/>
    <rect x="-88" y="70" width="176" height="12" rx="2" fill="#d8d3c4"/>
    <path d="M-66 8h4v62h-4zM-30 8h4v62h-4zM14 8h4v62h-4zM50 8h4v62h-4z" fill="#fff" opacity=".6"/>
    <path d="M18 -92l-46 70h30l-22 62 54-78h-32z" fill="#fff7b8" stroke="#ffd23f" stroke-width="4" stroke-linejoin="round"/>`,
  seven: () => `
    <path d="M-50 -70h104v26l-50 110h-34l46-102h-66z" fill="url(#ruby)" stroke="url(#gold)" stroke-width="6" stroke-linejoin="round"/>
    <path d="M-42 -62h54" stroke="#fff" stroke-width="5" opacity=".55" stroke-linecap="round"/>
    <g fill="url(#gold)"><rect x="-96" y="40" width="40" height="14" rx="4"/><rect x="-96" y="58" width="40" height="14" rx="4"/><rect x="60" y="-20" width="40" height="14" rx="4"/></g>`,
  coins: (_p, seed) => {
    const stack = (x: number, n: number) =>
      Array.from({ length: n }, (_, i) => {
        const y = 70 - i * 12;
        return `<ellipse cx="${x}" cy="${y + 5}" rx="30" ry="10" fill="#a35c08"/><ellipse cx="${x}" cy="${y}" rx="30" ry="10" fill="url(#gold)"/>`;
      }).join('');
    return `${stack(-50, 5 + (seed % 2))}${stack(14, 8)}${stack(70, 4)}
      <g transform="translate(40 -62) rotate(-18)"><ellipse rx="30" ry="30" fill="#a35c08"/><ellipse rx="28" ry="28" fill="url(#gold)"/><circle r="19" fill="none" stroke="#b86b0c" stroke-width="3"/><path d="M-6 -12h12v24h-12z" fill="#b86b0c"/></g>`;
  },
  moon: () => `
    <mask id="crescent"><circle cx="0" cy="-6" r="70" fill="#fff"/><circle cx="30" cy="-24" r="62" fill="#000"/></mask>
    <circle cx="0" cy="-6" r="78" fill="#fff6d8" opacity=".12"/>
    <circle cx="0" cy="-6" r="70" fill="url(#lemon)" mask="url(#crescent)"/>
    <circle cx="-44" cy="12" r="6" fill="#e0a92a" opacity=".6"/><circle cx="-50" cy="-24" r="4" fill="#e0a92a" opacity=".6"/>
    <path d="M42 14l5 12 12 5-12 5-5 12-5-12-12-5 12-5zM62 -56l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#fff"/>
    <path d="M-100 84l30-34 18 14 26-30 24 24 22-16 26 20 16-12 38 34z" fill="#05060f" opacity=".8"/>`,
  sheriff: () => {
    const tips = Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3 - Math.PI / 2;
      return `<circle cx="${(Math.cos(a) * 78).toFixed(1)}" cy="${(Math.sin(a) * 78).toFixed(1)}" r="10" fill="url(#gold)"/>`;
    }).join('');
    return `
    <path d="M0 -78l20 34h39l-19 34 19 34h-39l-20 34-20-34h-39l19-34-19-34h39z" fill="url(#gold)" stroke="#8a4e06" stroke-width="3" stroke-linejoin="round"/>${tips}
    <circle r="30" fill="#c98512" stroke="#fff3b0" stroke-width="3"/>
    <path d="M0 -16l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#fff3b0"/>`;
  },
  fish: () => `
    <path d="M-80 0c30-52 104-52 130 0-26 52-100 52-130 0z" fill="url(#scales)"/>
    <path d="M46 0l46-38v76z" fill="#2f9e57"/>
    <path d="M-20 -36c10-20 40-22 56-8" stroke="#2f9e57" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M-80 0c30 20 80 24 126 0" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
    <circle cx="-52" cy="-8" r="10" fill="#fff"/><circle cx="-54" cy="-8" r="5" fill="#111"/>
    <path d="M-80 4h14" stroke="#5a1a0a" stroke-width="4" stroke-linecap="round"/>
    <circle cx="-92" cy="-40" r="6" fill="none" stroke="#bff" stroke-width="2"/><circle cx="-80" cy="-64" r="4" fill="none" stroke="#bff" stroke-width="2"/>
    <path d="M60 -90v34a14 14 0 0 1-28 0" stroke="#d9dde6" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  creature: (p) => `
    <path d="M-22 -58l-18-28M22 -58l18-28" stroke="${p.glow}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="-40" cy="-88" r="9" fill="#ffe14d"/><circle cx="40" cy="-88" r="9" fill="#ffe14d"/>
    <path d="M-70 70c-10-90 10-134 70-134s80 44 70 134c-20 10-120 10-140 0z" fill="${p.glow}"/>
    <path d="M-70 70c-10-90 10-134 70-134" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>
    <circle cx="0" cy="-10" r="34" fill="#fff"/><circle cx="6" cy="-6" r="17" fill="#1a1030"/><circle cx="12" cy="-12" r="6" fill="#fff"/>
    <path d="M-26 38c16 16 36 16 52 0" stroke="#1a1030" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M-10 42v10h8v-8M6 42v10h8v-10" fill="#fff"/>`,
  crystal: () => `
    <path d="M-56 66h112l-14 22h-84z" fill="url(#gold)"/>
    <circle cx="0" cy="-8" r="74" fill="url(#orb)"/>
    <path d="M-30 -20c10-20 40-24 54-10-16-2-30 4-40 20z" fill="#fff" opacity=".4"/>
    <path d="M0 -30l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="#fff"/>
    <ellipse cx="-26" cy="-50" rx="18" ry="10" fill="#fff" opacity=".45" transform="rotate(-35 -26 -50)"/>`,
  pyramid: () => `
    <circle cx="40" cy="-50" r="34" fill="#ffcf5a" opacity=".9"/>
    <path d="M-96 78l86-150 96 150z" fill="#e5b25a"/>
    <path d="M-10 -72l96 150h-48z" fill="#9c6a25"/>
    <path d="M-73 38h86M-50 -2h64M-30 -38h40" stroke="#b7873d" stroke-width="3"/>
    <path d="M-10 -72l-12 20h24z" fill="url(#gold)"/>
    <path d="M-110 86c40-22 80-22 120-4 30-14 60-14 96 2v10h-216z" fill="#c99540"/>`,
  paw: () => `
    <path d="M-82 60l30-30a14 14 0 1 1 18 18l-30 30a14 14 0 1 1-18-18z" fill="#f3ead8" transform="rotate(10)"/>
    <ellipse cx="10" cy="26" rx="46" ry="40" fill="#f7d9a0"/>
    <ellipse cx="-44" cy="-26" rx="17" ry="22" fill="#f7d9a0" transform="rotate(-20 -44 -26)"/>
    <ellipse cx="-10" cy="-56" rx="17" ry="22" fill="#f7d9a0"/>
    <ellipse cx="32" cy="-54" rx="17" ry="22" fill="#f7d9a0"/>
    <ellipse cx="64" cy="-20" rx="17" ry="22" fill="#f7d9a0" transform="rotate(20 64 -20)"/>
    <ellipse cx="-4" cy="12" rx="22" ry="12" fill="#fff" opacity=".35"/>`,
  flame: () => `
    <path d="M0 84c-56 0-80-40-64-86 10-28 30-40 28-74 26 16 38 40 34 62 12-10 16-26 14-42 30 24 56 60 46 100-8 26-30 40-58 40z" fill="url(#fire)"/>
    <path d="M0 84c-28 0-42-20-34-44 6-18 20-22 22-42 18 14 44 34 40 62-2 14-14 24-28 24z" fill="#fff3a0"/>`,
  bat: () => `
    <circle cx="0" cy="-10" r="64" fill="#ff3b4f" opacity=".85"/>
    <path d="M0 -6c-10-16-22-18-30-6-12-18-40-22-64-6 18 4 26 20 22 34 12-10 26-8 34 4 6-10 20-12 28-4 4-10 10-16 10-22zM0 -6c10-16 22-18 30-6 12-18 40-22 64-6-18 4-26 20-22 34-12-10-26-8-34 4-6-10-20-12-28-4-4-10-10-16-10-22z" fill="#140409"/>
    <path d="M-8 -16l4-10 4 8 4-8 4 10-8 14z" fill="#140409"/>`,
  flower: () => {
    const petals = Array.from(
      { length: 5 },
      (_, i) =>
        `<ellipse cx="0" cy="-44" rx="34" ry="46" fill="url(#petal)" transform="rotate(${i * 72})"/>`,
    ).join('');
    return `<g transform="translate(0 -2)">${petals}<circle r="18" fill="#ffd23f"/><path d="M0 0l30-60" stroke="#ffd23f" stroke-width="5" stroke-linecap="round"/><circle cx="30" cy="-62" r="7" fill="#fff3b0"/></g>
      <path d="M-90 70c30-30 60-30 80-4M90 60c-24-24-52-20-70 6" stroke="#2fa35a" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  },
  roulette: () => `<g transform="translate(0 -2) scale(1 .72)">${rouletteWheel()}</g>`,
  cards: () => {
    const card = (x: number, angle: number, rank: string, red: boolean, suit: string) =>
      `<g transform="rotate(${angle} ${x} 90) translate(${x} 0)"><rect x="-38" y="-60" width="76" height="108" rx="8" fill="#fdfbf4" stroke="#d4cdb8" stroke-width="1.5"/>
      <text x="-28" y="-36" font-family="Georgia,serif" font-size="22" font-weight="700" fill="${red ? '#d8202f' : '#15151c'}">${rank}</text>
      <path d="${suit}" fill="${red ? '#d8202f' : '#15151c'}" transform="translate(0 -2) scale(1.5)"/></g>`;
    const heart = 'M0 12c-18-12-20-22-14-28 5-5 12-3 14 3 2-6 9-8 14-3 6 6 4 16-14 28z';
    const spade = 'M0 -16c18 12 20 22 14 28-5 5-11 3-13-1l3 9h-8l3-9c-2 4-8 6-13 1-6-6-4-16 14-28z';
    const chips = [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="70" cy="${72 - i * 9}" rx="26" ry="9" fill="#7a0d18"/><ellipse cx="70" cy="${68 - i * 9}" rx="26" ry="9" fill="#d8202f" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/>`,
      )
      .join('');
    return `${card(-30, -16, 'K', false, spade)}${card(0, 0, 'A', true, heart)}${card(30, 16, 'A', false, spade)}${chips}`;
  },
  wheel: (p) => {
    const colours = [
      '#ff3b5c',
      '#ffc83d',
      '#34c6ff',
      '#6dff9e',
      '#b36bff',
      '#ff8a3d',
      '#ffffff',
      '#2d6bff',
    ];
    const n = 16;
    const segments = Array.from({ length: n }, (_, i) => {
      const a0 = (i / n) * Math.PI * 2 - Math.PI / 2;
      const a1 = ((i + 1) / n) * Math.PI * 2 - Math.PI / 2;
      const pt = (a: number, r: number) =>
        `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
      return `<path d="M0 0L${pt(a0, 82)}A82 82 0 0 1 ${pt(a1, 82)}z" fill="${colours[i % colours.length]}"/>`;
    }).join('');
    const bulbs = Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return `<circle cx="${(Math.cos(a) * 92).toFixed(1)}" cy="${(Math.sin(a) * 92).toFixed(1)}" r="3.5" fill="#fff6c8"/>`;
    }).join('');
    return `<g transform="translate(0 10) scale(.82)"><circle r="100" fill="url(#gold)"/><circle r="86" fill="#1a0f2e"/>${segments}
      <circle r="82" fill="url(#shine)"/>${bulbs}
      <circle r="20" fill="url(#gold)" stroke="${p.deep}" stroke-width="4"/>
      <path d="M0 -84l-14-24h28z" fill="#fff" stroke="${p.deep}" stroke-width="3" stroke-linejoin="round"/></g>`;
  },
  dice: () => {
    const pips: Record<number, [number, number][]> = {
      1: [[0, 0]],
      4: [
        [-14, -14],
        [14, -14],
        [-14, 14],
        [14, 14],
      ],
      6: [
        [-14, -16],
        [14, -16],
        [-14, 0],
        [14, 0],
        [-14, 16],
        [14, 16],
      ],
      3: [
        [-14, -14],
        [0, 0],
        [14, 14],
      ],
    };
    const die = (x: number, y: number, angle: number, face: number) =>
      `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-34" y="-30" width="68" height="68" rx="14" fill="#b9b2c8"/><rect x="-34" y="-36" width="68" height="68" rx="14" fill="url(#ivory)"/>${(
        pips[face] ?? []
      )
        .map(
          ([px, py]) =>
            `<circle cx="${px}" cy="${py - 2}" r="6" fill="${face === 1 ? '#d8202f' : '#1a1030'}"/>`,
        )
        .join('')}</g>`;
    return `${die(-56, 30, -14, 4)}${die(52, 34, 12, 6)}${die(0, -38, 6, 1)}`;
  },
} satisfies Record<string, Motif>;
type MotifName = keyof typeof MOTIFS;

/** The motif a title's words name, first match wins. */
const WORDS: [RegExp, MotifName][] = [
  [/roulette/, 'roulette'],
  [/blackjack|baccarat|poker|card/, 'cards'],
  [/time|monopoly|wheel|dream|catcher|fortune wheel/, 'wheel'],
  [/sic bo|dice|craps/, 'dice'],
  [/book|tome/, 'book'],
  [/sweet|sugar|candy/, 'candy'],
  [/fruit|jar|cherr/, 'fruits'],
  [/olympus|divine|zeus|gates/, 'lightning'],
  [/star/, 'star'],
  [/reactoonz|crew|unit|alien|monster/, 'creature'],
  [/wanted|alive|west|sheriff/, 'sheriff'],
  [/bass|fish/, 'fish'],
  [/gonzo|anubis|legacy|pharaoh|egypt|pyramid/, 'pyramid'],
  [/dog/, 'paw'],
  [/fire|joker|hot/, 'flame'],
  [/twin|spin|seven|\b7\b/, 'seven'],
  [/wolf|moon|princess|night/, 'moon'],
  [/destiny|madame|crystal|magic/, 'crystal'],
  [/blood|vampire|sucker/, 'bat'],
  [/aloha|flower|tropic/, 'flower'],
  [/itero|gem|diamond|jewel/, 'gem'],
  [/stack|gold|coin|cash|rip|money/, 'coins'],
];
/** A live game's motif by its category when its title names none. */
const LIVE_CATEGORY: Record<string, MotifName> = {
  roulette: 'roulette',
  blackjack: 'cards',
  baccarat: 'cards',
  'game-show': 'wheel',
};
/** Motifs without lettering: drawn mirrored for some games, so two alike differ more. */
const MIRRORED = new Set<MotifName>([
  'candy',
  'fruits',
  'creature',
  'coins',
  'pyramid',
  'moon',
  'flower',
  'fish',
  'paw',
  'lightning',
  'flame',
  'bat',
]);
const SLOT_FALLBACK: MotifName[] = ['gem', 'seven', 'coins', 'fruits', 'star'];

function motifOf(game: ArtGame, seed: number): MotifName {
  const title = game.title.toLowerCase();
  const named = WORDS.find(([pattern]) => pattern.test(title));
  if (named) return named[1];
  if (game.kind === 'live') return LIVE_CATEGORY[game.category] ?? 'wheel';
  return SLOT_FALLBACK[seed % SLOT_FALLBACK.length] ?? 'gem';
}

/** Shared gradients: every motif paints with the same light (from the top left). */
function defs(p: Palette): string {
  return `<defs>
  <radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${p.mid}"/><stop offset=".65" stop-color="${p.deep}"/><stop offset="1" stop-color="#05060f"/></radialGradient>
  <radialGradient id="halo"><stop offset="0" stop-color="${p.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#05060f" stop-opacity="0"/><stop offset="1" stop-color="#05060f" stop-opacity=".9"/></linearGradient>
  ${GOLD}
  <linearGradient id="title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#fff1c2"/><stop offset="1" stop-color="#ffc83d"/></linearGradient>
  <linearGradient id="leather" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a3a14"/><stop offset="1" stop-color="#3a1606"/></linearGradient>
  <radialGradient id="cherry" cx=".35" cy=".3"><stop offset="0" stop-color="#ff6b6b"/><stop offset=".7" stop-color="#c8102e"/><stop offset="1" stop-color="#6d0616"/></radialGradient>
  <radialGradient id="lemon" cx=".35" cy=".3"><stop offset="0" stop-color="#fff59a"/><stop offset=".7" stop-color="#ffd23f"/><stop offset="1" stop-color="#c98512"/></radialGradient>
  <radialGradient id="shine" cx=".3" cy=".25" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>
  <linearGradient id="ruby" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#a50d22"/></linearGradient>
  <linearGradient id="marble" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#b9b2a0"/></linearGradient>
  <radialGradient id="night" cx=".4" cy=".4"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>
  <linearGradient id="scales" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3fbf6a"/><stop offset=".55" stop-color="#c9e86a"/><stop offset="1" stop-color="#fff3c4"/></linearGradient>
  <radialGradient id="orb" cx=".4" cy=".35"><stop offset="0" stop-color="#f3c6ff"/><stop offset=".5" stop-color="#9b3fe0"/><stop offset="1" stop-color="#2a0b4a"/></radialGradient>
  <linearGradient id="fire" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ffd23f"/><stop offset=".5" stop-color="#ff7a1a"/><stop offset="1" stop-color="#d8202f"/></linearGradient>
  <radialGradient id="petal" cx=".5" cy=".9" r=".9"><stop offset="0" stop-color="#ffe0ef"/><stop offset=".6" stop-color="#ff5fa2"/><stop offset="1" stop-color="#c2185b"/></radialGradient>
  <radialGradient id="wood" cx=".4" cy=".35"><stop offset="0" stop-color="#c7803e"/><stop offset="1" stop-color="#5a2a0c"/></radialGradient>
  <radialGradient id="cone" cx=".4" cy=".35"><stop offset="0" stop-color="#d69a55"/><stop offset="1" stop-color="#6e3a12"/></radialGradient>
  <linearGradient id="ivory" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ddd6ea"/></linearGradient>
</defs>`;
}

/**
 * Keeps only the gradients the picture paints with: a browser parses an SVG
 * image as a document of its own, on the page's main thread (a catalog page
 * shows 24 of them at once), so each cover carries what it uses, not the
 * whole shared set.
 */
function withUsedDefs(svg: string): string {
  return svg.replace(
    /<(linearGradient|radialGradient) id="([\w-]+)"[^>]*>.*?<\/\1>\n?\s*/g,
    (gradient, _kind: string, id: string) => (svg.includes(`url(#${id})`) ? gradient : ''),
  );
}

/** The title in at most two lines, sized to fit 360 of the 400 units. */
function lettering(title: string): string {
  const words = title.split(' ');
  let lines = [title];
  if (title.length > 15 && words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ').length;
      const b = words.slice(i).join(' ').length;
      const current = Math.max(
        words.slice(0, best).join(' ').length,
        words.slice(best).join(' ').length,
      );
      if (Math.max(a, b) < current) best = i;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(44, Math.floor(360 / (longest * 0.66)));
  const first = lines.length === 1 ? 270 : 270 - size * 0.92;
  return lines
    .map(
      (line, i) =>
        `<text x="200" y="${(first + i * size * 0.95).toFixed(1)}" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,Arial,sans-serif" font-size="${size}" font-weight="900" letter-spacing="-.5" fill="url(#title)" stroke="#1a0a02" stroke-width="${(size / 7).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${escapeHtml(line.toUpperCase())}</text>`,
    )
    .join('');
}

/** The cover of a game: a 4:3 SVG document (400 × 300), the source of its WebP copy. */
export function coverSvg(game: ArtGame): string {
  const seed = hash(game.slug);
  const palette =
    game.kind === 'live'
      ? (FELTS[seed % FELTS.length] ?? BAIZE)
      : (PALETTES[seed % PALETTES.length] ?? BAIZE);
  const motif = motifOf(game, seed);
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2 + (seed % 10) / 10;
    const b = a + Math.PI / 36;
    const pt = (x: number) =>
      `${(200 + Math.cos(x) * 420).toFixed(0)} ${(120 + Math.sin(x) * 420).toFixed(0)}`;
    return `M200 120L${pt(a)}L${pt(b)}z`;
  }).join('');
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const h = hash(`${game.slug}:${i}`);
    const x = 20 + (h % 360);
    const y = 16 + ((h >> 9) % 170);
    const r = 1.5 + ((h >> 17) % 3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.35 + ((h >> 20) % 5) / 10).toFixed(2)}"/>`;
  }).join('');
  const live =
    game.kind === 'live'
      ? `<g transform="translate(16 16)"><rect width="66" height="26" rx="13" fill="#05060f" fill-opacity=".7" stroke="#fff" stroke-opacity=".25"/><circle cx="15" cy="13" r="5" fill="#ff3b4f"/><text x="26" y="18.5" font-family="system-ui,Arial,sans-serif" font-size="14" font-weight="800" fill="#fff">LIVE</text></g>`
      : '';
  return withUsedDefs(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeHtml(game.title)}">
${defs(palette)}
<rect width="400" height="300" fill="url(#bg)"/>
<path d="${rays}" fill="#fff" opacity=".05"/>
<circle cx="200" cy="118" r="130" fill="url(#halo)"/>
${sparkles}
<ellipse cx="200" cy="212" rx="120" ry="14" fill="#000" opacity=".35"/>
<g transform="translate(200 112) scale(${MIRRORED.has(motif) && seed & 4 ? -1.18 : 1.18} 1.18)">${MOTIFS[motif](palette, seed)}</g>
<rect width="400" height="300" fill="url(#shade)"/>
${lettering(game.title)}
${live}
<rect x="1.5" y="1.5" width="397" height="297" rx="10" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="3"/>
</svg>`);
}

type Lang = 'ru' | 'en' | 'kz';
/** The stand-in page's words; `{name}` marks a value put in. */
const PAGE_TEXTS: Record<
  Lang,
  {
    standIn: string;
    note: string;
    demo: string;
    real: string;
    by: string;
    spinsLeft: string;
    spinsNote: string;
    spinButton: string;
    spinWon: string;
    spinLost: string;
    noSpins: string;
  }
> = {
  en: {
    standIn: 'Sandbox stand-in',
    note: 'The real game loads here from its provider. This development page stands in for it: no bets, no wins.',
    demo: 'Demo',
    real: 'Real money',
    by: 'Provider',
    spinsLeft: 'Free spins left: {count}',
    spinsNote:
      'Free spins play here. What they win goes to your bonus account and is wagered like a bonus.',
    spinButton: 'Spin',
    spinWon: 'Spin {spin}: ×{times}, {amount} to your bonus account',
    spinLost: 'Spin {spin}: no win',
    noSpins: 'No free spins left on this game.',
  },
  ru: {
    standIn: 'Заглушка песочницы',
    note: 'Здесь загружается настоящая игра провайдера. Эта страница разработки заменяет её: ни ставок, ни выигрышей.',
    demo: 'Демо',
    real: 'На деньги',
    by: 'Провайдер',
    spinsLeft: 'Осталось фриспинов: {count}',
    spinsNote: 'Фриспины играются здесь. Выигрыш идёт на бонусный счёт и отыгрывается, как бонус.',
    spinButton: 'Крутить',
    spinWon: 'Спин {spin}: ×{times}, {amount} на бонусный счёт',
    spinLost: 'Спин {spin}: без выигрыша',
    noSpins: 'Фриспинов в этой игре больше нет.',
  },
  kz: {
    standIn: 'Құмсалғыш орынбасары',
    note: 'Мұнда провайдердің нағыз ойыны жүктеледі. Бұл әзірлеу беті оның орнында тұр: бәс те, ұтыс та жоқ.',
    demo: 'Демо',
    real: 'Ақшаға',
    by: 'Провайдер',
    spinsLeft: 'Қалған фриспиндер: {count}',
    spinsNote:
      'Фриспиндер осында ойналады. Ұтыс бонустық шотқа түседі және бонус сияқты қайтарылады.',
    spinButton: 'Айналдыру',
    spinWon: '{spin}-айналым: ×{times}, {amount} бонустық шотқа',
    spinLost: '{spin}-айналым: ұтыс жоқ',
    noSpins: 'Бұл ойында фриспин қалмады.',
  },
};

/** A text of PAGE_TEXTS with its values put in (escaped). */
const fill = (text: string, values: Record<string, string | number>) =>
  escapeHtml(text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? '')));

/** The Intl locale of a page language (Kazakh money as Kazakhstan writes it). */
const INTL: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };

/** The free spins a real-money launch can play on the stand-in page (the world's, world.ts). */
export interface StandInSpins {
  /** The spins left on the launch's game, the currency and the last spin; null for an unknown launch. */
  state(launch: string): {
    left: number;
    currency: string;
    last: { spin: number; times: number; winMinor: number } | null;
  } | null;
  /** Plays one free spin of the launch; whether there was one to play. */
  spin(launch: string): boolean;
}

/**
 * The free-spin panel of a real-money launch with spins (or a spin played):
 * the spins left, the last spin's result, and a form that plays the next
 * one (a POST; the answer sends the frame back to the page).
 */
function spinsPanel(
  slug: string,
  lang: Lang,
  launch: string,
  state: NonNullable<ReturnType<StandInSpins['state']>>,
): string {
  const text = PAGE_TEXTS[lang];
  const { last, left, currency } = state;
  const money = (minor: number) =>
    new Intl.NumberFormat(INTL[lang], { style: 'currency', currency }).format(minor / 100);
  const result = last
    ? last.winMinor > 0
      ? fill(text.spinWon, { spin: last.spin, times: last.times, amount: money(last.winMinor) })
      : fill(text.spinLost, { spin: last.spin })
    : '';
  const action = `${encodeURIComponent(slug)}/spin?lang=${lang}&launch=${encodeURIComponent(launch)}`;
  return `<form class="spins" method="post" action="${escapeHtml(action)}">
<p class="spins__left">${left > 0 ? fill(text.spinsLeft, { count: left }) : escapeHtml(text.noSpins)}</p>
<p class="spins__last" role="status">${result}</p>
${left > 0 ? `<button type="submit">${escapeHtml(text.spinButton)}</button>` : ''}
<p>${escapeHtml(text.spinsNote)}</p>
</form>`;
}

/** Reel symbols of the stand-in slot, drawn inline. */
const REEL_SYMBOLS = [
  '<circle cx="30" cy="30" r="20" fill="#d8202f"/><circle cx="24" cy="24" r="6" fill="#fff" opacity=".6"/>',
  '<path d="M30 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="#ffc83d"/>',
  '<path d="M12 24l10-14h16l10 14-18 26z" fill="#3fe0d0"/>',
  '<path d="M16 10h30v8l-14 32h-10l13-30h-19z" fill="#ff5fb0"/>',
  '<path d="M30 8c-11 0-15 9-15 19v11l-5 7h40l-5-7V27c0-10-4-19-15-19z" fill="#ff8a3d"/><circle cx="30" cy="50" r="5" fill="#ff8a3d"/>',
];

/** The stand-in game page: no script, the text escaped, a strict policy of its own. */
function standInPage(
  game: ArtGame,
  mode: 'demo' | 'real',
  lang: Lang,
  spins: string | null,
): Response {
  const text = PAGE_TEXTS[lang];
  const reel = (i: number) => {
    const symbols = [...REEL_SYMBOLS.slice(i), ...REEL_SYMBOLS.slice(0, i)];
    const strip = [...symbols, ...symbols]
      .map((s, k) => `<svg viewBox="0 0 60 60" style="top:${k * 100}px">${s}</svg>`)
      .join('');
    return `<div class="reel"><div class="strip" style="animation-duration:${(1.2 + i * 0.35).toFixed(2)}s">${strip}</div></div>`;
  };
  const stage =
    game.kind === 'live'
      ? `<div class="table"><svg class="wheel" viewBox="-110 -110 220 220" aria-hidden="true">${defs(BAIZE)}${rouletteWheel()}</svg></div>`
      : `<div class="reels" aria-hidden="true">${[0, 1, 2, 3, 4].map(reel).join('')}</div>`;
  const html = `<!doctype html>
<html lang="${lang === 'kz' ? 'kk' : lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.title)} · ${text.standIn}</title>
<style>
*{box-sizing:border-box}
html,body{height:100%;margin:0}
body{display:grid;place-items:center;font:15px/1.45 system-ui,'Segoe UI',Roboto,Arial,sans-serif;color:#eef0ff;background:radial-gradient(circle at 50% 30%,#2b2f6e,#0f1222 65%,#06070f);overflow:hidden}
main{display:grid;justify-items:center;gap:clamp(6px,2vh,14px);padding:clamp(8px,3vh,16px);text-align:center;width:min(640px,100%)}
.badge{display:inline-flex;gap:8px;align-items:center;padding:4px 12px;border-radius:999px;background:#ffb72e;color:#1a1000;font-weight:800;font-size:12px;letter-spacing:.06em;text-transform:uppercase}
h1{margin:0;font-size:clamp(22px,5vw,40px);font-weight:900;line-height:1.1;background:linear-gradient(#fff,#ffc83d);-webkit-background-clip:text;background-clip:text;color:transparent}
.meta{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin:0}
.meta span{padding:3px 10px;border:1px solid #3a4178;border-radius:999px;background:#171b31;color:#c9cdf0;font-size:13px}
.meta .mode{border-color:#3ddc97;color:#3ddc97}
.reels{display:flex;gap:8px;padding:10px;border-radius:16px;background:linear-gradient(#ffc83d,#b86b0c);box-shadow:0 10px 40px #0008}
.reel{position:relative;width:clamp(44px,11vw,84px);height:clamp(96px,min(33vw,42vh),252px);overflow:hidden;border-radius:10px;background:linear-gradient(#d9dcef,#fff 30%,#fff 70%,#d9dcef)}
.strip{position:absolute;inset:0;animation:spin linear infinite}
.strip svg{position:absolute;left:8%;width:84%;height:100px}
.reel::after{content:"";position:absolute;inset:0;background:linear-gradient(#0006,#0000 25%,#0000 75%,#0006)}
@keyframes spin{from{transform:translateY(0)}to{transform:translateY(-500px)}}
.table{display:grid;place-items:center;width:clamp(130px,min(46vw,50vh),300px);aspect-ratio:1;border-radius:50%;background:radial-gradient(#0b5a35,#021a10 70%);box-shadow:0 10px 40px #0008}
.wheel{width:86%;animation:turn 6s linear infinite}
@keyframes turn{to{transform:rotate(360deg)}}
p{margin:0;max-width:34em;color:#a3a9d1;font-size:13px}
.spins{display:grid;justify-items:center;gap:6px;padding:10px 14px;border:1px solid #3a4178;border-radius:14px;background:#171b31}
.spins__left{color:#eef0ff;font-size:15px;font-weight:700}
.spins__last{min-height:1.45em;color:#ffc83d;font-weight:700}
.spins button{min-width:9em;min-height:44px;padding:0 20px;border:0;border-radius:999px;background:#3ddc97;color:#04140c;font:inherit;font-weight:800;cursor:pointer}
.spins button:focus-visible{outline:3px solid #fff;outline-offset:2px}
@media (prefers-reduced-motion:reduce){.strip,.wheel{animation:none}}
</style>
</head>
<body><main>
<span class="badge">${text.standIn}</span>
<h1>${escapeHtml(game.title)}</h1>
<div class="meta"><span>${text.by}: ${escapeHtml(game.provider)}</span><span class="mode">${mode === 'demo' ? text.demo : text.real}</span></div>
${stage}
${spins ?? `<p>${text.note}</p>`}
</main></body>
</html>
`;
  return htmlPage(html, {
    // Framed by the site on this machine (any loopback port), and nothing else.
    frameAncestors: 'http://127.0.0.1:* http://localhost:* https://127.0.0.1:* https://localhost:*',
    // Only the free-spin panel's form posts, to this page's own spin address.
    formAction: spins ? "'self'" : "'none'",
  });
}

/** The folder of the covers' WebP copies (scripts/raster-art.ts renders them from coverSvg). */
const coversDir = () => fileURLToPath(new URL('./covers/', import.meta.url));

/**
 * The routes under `/_sandbox/`: `GET /covers/{slug}.webp`,
 * `GET /play/{slug}?mode=demo|real&lang=ru|en|kz[&launch=id]` and, for a
 * real-money launch's free spins, `POST /play/{slug}/spin?lang&launch`;
 * `find` looks a game up by slug, `spins` plays the launch's free spins.
 */
export function artRoutes(find: (slug: string) => ArtGame | undefined, spins?: StandInSpins): Hono {
  const app = new Hono();
  // A cover is a raster image, as a provider's thumbnail is: an SVG image is
  // a document the page's main thread lays out and paints (scripts/raster-art.ts).
  app.get('/covers/:file{[a-z0-9-]+\\.webp}', async (c) => {
    const file = c.req.param('file');
    if (!find(file.replace(/\.webp$/, ''))) return c.text('No such game.', 404);
    return new Response(await readFile(join(coversDir(), file)), {
      headers: {
        'Content-Type': 'image/webp',
        // Deterministic art: a day in any cache; it only changes with this file.
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
  // The stand-in pages are compressed as a CDN serves them.
  app.use('/play/*', compress());
  const langOf = (locale: string | undefined): Lang =>
    locale && isLocaleCode(locale) && locale in PAGE_TEXTS ? (locale as Lang) : 'en';
  app.get('/play/:slug', (c) => {
    const slug = c.req.param('slug');
    const game = find(slug);
    if (!game) return c.text('No such game.', 404);
    const mode = c.req.query('mode') === 'real' ? 'real' : 'demo';
    const lang = langOf(c.req.query('lang'));
    const launch = c.req.query('launch');
    const state = mode === 'real' && launch && spins ? spins.state(launch) : null;
    const panel =
      launch && state && (state.left > 0 || state.last)
        ? spinsPanel(slug, lang, launch, state)
        : null;
    return standInPage(game, mode, lang, panel);
  });
  // A spin, then back to the page (303: the frame asks for it with GET), which shows its result.
  app.post('/play/:slug/spin', (c) => {
    const slug = c.req.param('slug');
    const launch = c.req.query('launch') ?? '';
    if (!find(slug) || !spins?.state(launch)) return c.text('No such launch.', 404);
    spins.spin(launch);
    const back = `../${encodeURIComponent(slug)}?mode=real&lang=${langOf(c.req.query('lang'))}&launch=${encodeURIComponent(launch)}`;
    return c.redirect(back, 303);
  });
  return app;
}
