// Demo play with provably fair rounds (issue 11), all in the browser: a demo
// balance per currency, the seeds (server seed kept secret until rotated, its
// SHA-256 shown before play; the client seed the player may edit; the nonce
// counting rounds from 1) and the history of rounds. Kept in local storage so
// a reload changes nothing. This is play for fun: the "server" seed lives in
// this browser, which is fine for a demo and says nothing about real bets.
import { type CurrencyCode, currencyRules, type InHouseGame } from '@casino/sdk';
import { hashSeed, newClientSeed, newServerSeed } from '@casino/sdk/fair';

/** A round as the history keeps it. */
export interface DemoRound {
  game: InHouseGame;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Revealed once the seeds were rotated. */
  serverSeed?: string;
  currency: CurrencyCode;
  bet: number;
  payout: number;
  /** What the game shows for the round (a roll, a pocket, cards...). */
  result: unknown;
  /** Game options needed to verify (mines count...). */
  options?: Record<string, unknown>;
  /** A round of several steps (miner, hilo) still being played: its result stays hidden. */
  pending?: true;
  at: number;
}

/** The whole demo state. */
export interface DemoState {
  balances: Partial<Record<CurrencyCode, number>>;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with the current seeds. */
  nonce: number;
  history: DemoRound[];
}

/** The local-storage key of the demo state. */
export const DEMO_KEY = 'fairDemo';
/** How many rounds the history keeps. */
const HISTORY_SIZE = 50;

/** A fresh demo balance: 1000 times the currency's smallest crash bet (e.g. 1000 ₽, 10 $, 5000 ₸). */
export function startingBalance(currency: CurrencyCode): number {
  const min = currencyRules(currency).bets.crash.min ?? 1;
  return Math.round(min * 1000 * 100) / 100;
}

function freshSeeds(): Pick<DemoState, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'> {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashSeed(serverSeed),
    clientSeed: newClientSeed(),
    nonce: 0,
  };
}

/** A new demo state. */
export function newDemoState(): DemoState {
  return { balances: {}, ...freshSeeds(), history: [] };
}

/** Rounds kept before the games had one name each recorded miner as `mines`. */
function renamedGame(round: DemoRound): DemoRound {
  return (round.game as string) === 'mines' ? { ...round, game: 'miner' } : round;
}

/** Reads the stored state; anything malformed starts afresh. */
export function loadDemoState(storage: Pick<Storage, 'getItem'>): DemoState {
  try {
    const raw = JSON.parse(storage.getItem(DEMO_KEY) ?? 'null') as Partial<DemoState> | null;
    if (
      raw &&
      typeof raw.serverSeed === 'string' &&
      /^[0-9a-f]{64}$/.test(raw.serverSeed) &&
      typeof raw.clientSeed === 'string' &&
      Number.isSafeInteger(raw.nonce) &&
      Array.isArray(raw.history) &&
      typeof raw.balances === 'object' &&
      raw.balances !== null
    ) {
      return {
        balances: raw.balances,
        serverSeed: raw.serverSeed,
        serverSeedHash: hashSeed(raw.serverSeed),
        clientSeed: raw.clientSeed,
        nonce: raw.nonce as number,
        history: raw.history.slice(0, HISTORY_SIZE).map(renamedGame),
      };
    }
  } catch {
    // start afresh
  }
  return newDemoState();
}

/** The balance of a currency (a fresh one when none is kept). */
export function balanceOf(state: DemoState, currency: CurrencyCode): number {
  return state.balances[currency] ?? startingBalance(currency);
}

/** The seeds of the next round (its nonce is the next one). */
export function nextRound(state: DemoState) {
  return { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: state.nonce + 1 };
}

const money = (n: number) => Math.round(n * 100) / 100;

/** Settles a round: the stake leaves the balance, the payout comes back; the nonce moves on. */
export function settleRound(
  state: DemoState,
  round: Omit<DemoRound, 'nonce' | 'clientSeed' | 'serverSeedHash' | 'at'>,
  at: number,
): DemoState {
  const nonce = state.nonce + 1;
  const balance = money(balanceOf(state, round.currency) - round.bet + round.payout);
  const entry: DemoRound = {
    ...round,
    nonce,
    clientSeed: state.clientSeed,
    serverSeedHash: state.serverSeedHash,
    at,
  };
  return {
    ...state,
    nonce,
    balances: { ...state.balances, [round.currency]: balance },
    history: [entry, ...state.history].slice(0, HISTORY_SIZE),
  };
}

/**
 * Rotates the seeds: the old server seed is revealed on its rounds, a new one
 * (and the client seed the player typed, else a new one) start at nonce 0.
 * Changing the client seed is part of a rotation, so every round stays tied to
 * exactly one pair of seeds.
 */
export function rotateSeeds(state: DemoState, clientSeed?: string): DemoState {
  const revealed = state.serverSeed;
  // A round left unfinished (the page was closed mid-round) is forfeited: its stake stays lost.
  const history = state.history.map((round) => {
    if (round.serverSeedHash !== state.serverSeedHash) return round;
    const { pending: _pending, ...done } = round;
    return { ...done, serverSeed: revealed };
  });
  const fresh = freshSeeds();
  return { ...state, ...fresh, clientSeed: clientSeed?.trim() || fresh.clientSeed, history };
}

/** Resets one currency's demo balance. */
export function resetBalance(state: DemoState, currency: CurrencyCode): DemoState {
  return { ...state, balances: { ...state.balances, [currency]: startingBalance(currency) } };
}

/**
 * Starts a round of several steps (miner, hilo): the stake leaves the balance
 * and the nonce is used at once, so a reload cannot replay the same outcome;
 * the round stays pending (its result hidden) until finishRound.
 */
export function startRound(
  state: DemoState,
  round: Omit<DemoRound, 'nonce' | 'clientSeed' | 'serverSeedHash' | 'at' | 'payout' | 'pending'>,
  at: number,
): DemoState {
  const next = settleRound(state, { ...round, payout: 0 }, at);
  const [first, ...rest] = next.history;
  return { ...next, history: [{ ...(first as DemoRound), pending: true }, ...rest] };
}

/** Finishes a pending round: its payout comes back, its result and options are final. */
export function finishRound(
  state: DemoState,
  key: { serverSeedHash: string; nonce: number },
  end: { payout: number; result: unknown; options?: Record<string, unknown> },
): DemoState {
  const round = state.history.find(
    (r) => r.pending && r.serverSeedHash === key.serverSeedHash && r.nonce === key.nonce,
  );
  if (!round) return state;
  const { pending: _pending, ...rest } = round;
  const done: DemoRound = { ...rest, ...end, options: end.options ?? round.options };
  return {
    ...state,
    balances: {
      ...state.balances,
      [round.currency]: money(balanceOf(state, round.currency) + end.payout),
    },
    history: state.history.map((r) => (r === round ? done : r)),
  };
}
