// The covers of the in-house games: SVG drawings made here (this folder), one
// light and palette family, shown as their WebP copies (`npm run art`,
// scripts/raster-art.ts): nine SVG images are nine documents the page's main
// thread lays out and paints, a WebP is decoded off it. Imported by address
// (`?no-inline`), so Vite emits each as a file of the build (img-src 'self'),
// fetched by the page that shows it, rather than inlined into a script.
import type { InHouseGame } from '@casino/sdk';
import cases from './cases.webp?no-inline';
import coinflip from './coinflip.webp?no-inline';
import crash from './crash.webp?no-inline';
import dice from './dice.webp?no-inline';
import hilo from './hilo.webp?no-inline';
import keno from './keno.webp?no-inline';
import miner from './miner.webp?no-inline';
import rooms from './rooms.webp?no-inline';
import roulette from './roulette.webp?no-inline';

/** The address of each in-house game's 4:3 cover (400 × 300). */
export const IN_HOUSE_COVERS: Record<InHouseGame, string> = {
  crash,
  dice,
  roulette,
  coinflip,
  hilo,
  keno,
  miner,
  cases,
  rooms,
};
