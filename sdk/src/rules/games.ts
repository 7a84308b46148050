// The in-house games of SPEC.md section 1, one name each, shared by the web
// app's routes, the currency table's bet limits and the provably fair engine.
// The mines game is `miner` everywhere (SPEC.md's name, the /games/miner route).

/** Every in-house game, in the order the site lists them. */
export const IN_HOUSE_GAMES = [
  'crash',
  'dice',
  'roulette',
  'coinflip',
  'hilo',
  'keno',
  'miner',
  'cases',
  'rooms',
] as const;

/** An in-house game. */
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];

/** True when `name` is an in-house game. */
export function isInHouseGame(name: unknown): name is InHouseGame {
  return typeof name === 'string' && (IN_HOUSE_GAMES as readonly string[]).includes(name);
}
