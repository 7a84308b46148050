// The covers of the in-house games: SVG files drawn here (this folder), one
// light and palette family. Imported by address (`?no-inline`), so Vite emits
// each as a file of the build (img-src 'self'), fetched by the page that shows
// it, rather than inlined into a script.
import type { InHouseGame } from '@casino/sdk';
import cases from './cases.svg?no-inline';
import coinflip from './coinflip.svg?no-inline';
import crash from './crash.svg?no-inline';
import dice from './dice.svg?no-inline';
import hilo from './hilo.svg?no-inline';
import keno from './keno.svg?no-inline';
import miner from './miner.svg?no-inline';
import rooms from './rooms.svg?no-inline';
import roulette from './roulette.svg?no-inline';

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
