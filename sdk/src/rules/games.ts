// The in-house games of SPEC.md section 1, one name each, shared by the web
// app's routes, the currency table's bet limits and the provably fair engine.
// The mines game is `miner` everywhere (SPEC.md's name, the /games/miner route).
import { SERVICE_NAMES, type ServiceName } from '../client/hosts.ts';

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

/**
 * The game service each in-house game is played through (SPEC.md section 7
 * names crash, cases, miner, general, coinflip, keno and dice; inferred: the
 * games without a service of their own, roulette, hilo and rooms, are on
 * `general`, which also keeps every game's round history).
 */
export const GAME_SERVICE: Readonly<Record<InHouseGame, ServiceName>> = {
  crash: 'crash',
  dice: 'dice',
  roulette: 'general',
  coinflip: 'coinflip',
  hilo: 'general',
  keno: 'keno',
  miner: 'miner',
  cases: 'cases',
  rooms: 'general',
};

/**
 * The game service a path of the contract is served by: a path starting with
 * an in-house game's name is that game's service, `/rounds` (every game's
 * history) is `general`; any other path is the main API's (undefined). The
 * SDK client sends each call to its service's base address by this rule, and
 * the stack's front checks development addresses (`/services/{name}/...`)
 * with it; a test holds it to the servers the OpenAPI document declares.
 */
export function serviceOfPath(path: string): ServiceName | undefined {
  const first = path.split('/')[1] ?? '';
  if (first === 'rounds') return 'general';
  return isInHouseGame(first) ? GAME_SERVICE[first] : undefined;
}

/**
 * The contract path of a request to a game service's development address
 * (`{api}/services/{name}`, see deriveServiceUrls): `/services/dice/dice/rounds`
 * → `/dice/rounds`. Null when the rest of the path is not that service's
 * (`/services/keno/dice/rounds`); any other address is returned as it is.
 */
export function contractPath(url: string): string | null {
  const match = /^\/services\/([^/?#]+)(\/[^?#]*)?([?#].*)?$/.exec(url);
  if (!match) return url;
  const [, name, rest = '/', tail = ''] = match;
  if (!(SERVICE_NAMES as readonly string[]).includes(name as string)) return url;
  return serviceOfPath(rest) === name ? rest + tail : null;
}

/**
 * True for the contract path (query allowed) of a live round stream, the
 * `text/event-stream` operations of paths/live.yaml: `/crash/live`,
 * `/rooms/{room}/live` and the bets feed `/rounds/live`; and the
 * sportsbook's `/betting/live` (paths/sportsbook.yaml). The stack's front
 * sends these around Prism, which cannot pass a stream through.
 */
export function isLiveStreamPath(path: string): boolean {
  return /^\/(crash|rounds|rooms\/(red|yellow|purple)|betting)\/live(\?.*)?$/.test(path);
}
