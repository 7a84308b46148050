// One game's play as a board sees it, for money or for fun: the balance, the
// seed pair, the rounds, and place / move / rotate. Real play goes through
// the game services (api.ts); demo play runs the same engine in the browser
// (demo-state.ts). A board never knows which: it places a round and shows the
// record it gets back. Refusals become a translated problem (a short balance
// offers the deposit); the board keeps its inputs.
import { ApiError, type CurrencyCode, toMinor } from '@casino/sdk';
import { type FairRound, type MoneyGame, RoundInputError, type RoundMove } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayer, usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { useServerMessage } from '../../../shared/ui/forms.tsx';
import { useMoveRound, usePlaceRound, useRotateSeeds, useRounds, useSeeds } from './api.ts';
import { balanceOf, ShortBalanceError } from './demo-state.ts';
import { type PlayMode, usePlayMode } from './mode.ts';
import { heldWin, useHeldWin } from './reveal.ts';
import { DemoUnavailableError, moveDemo, playDemoRound, useDemo } from './use-demo.ts';
import { loadRegistry, RegistryUnavailableError } from './use-registry.ts';

/** The seed pair rounds are played with now. */
interface Seeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Why the last action did nothing: a short balance (demo: reset; real: deposit) or a message. */
export type Problem = { kind: 'balance' } | { kind: 'text'; text: string };

/** A game's play for a board. */
export interface GameSession {
  game: MoneyGame;
  mode: PlayMode;
  currency: CurrencyCode;
  /** What can be staked, major units; null while unknown. */
  balance: number | null;
  seeds: Seeds | null;
  /** This game's rounds, newest first; null while loading. */
  rounds: readonly FairRound[] | null;
  /** A miner or hilo round in play. */
  active: FairRound | null;
  busy: boolean;
  problem: Problem | null;
  /** Plays or starts a round; null when it was refused (see `problem`). */
  place(amount: number | null, inputs: unknown): Promise<FairRound | null>;
  /** A move in the round in play; null when refused. */
  move(round: FairRound, move: RoundMove): Promise<FairRound | null>;
  /** Reveals the server seed and starts a new pair (with this client seed if given). */
  rotate(clientSeed?: string): Promise<void>;
}

/** Turns a refusal into a problem; anything else is thrown on. */
export function useProblemOf() {
  const { t } = useI18n();
  const translate = useServerMessage();
  return (error: unknown): Problem => {
    if (error instanceof ShortBalanceError) return { kind: 'balance' };
    if (error instanceof DemoUnavailableError || error instanceof RegistryUnavailableError)
      return { kind: 'text', text: t('error.network') };
    if (error instanceof RoundInputError) return { kind: 'text', text: translate(error.code) };
    if (error instanceof ApiError) {
      if (error.lines.some((l) => l.message === 'balance.insufficient')) return { kind: 'balance' };
      const line = error.lines[0];
      if (line) return { kind: 'text', text: translate(line.message) };
      return {
        kind: 'text',
        text: error.kind === 'network' ? t('error.network') : t('error.server'),
      };
    }
    throw error;
  };
}

/** The play of a game: real for a player in real mode, demo otherwise. */
export function useGameSession(game: MoneyGame): GameSession {
  const player = usePlayer();
  const currency = usePlayerCurrency();
  const [mode, setMode, chosen] = usePlayMode();
  const real = mode === 'real';
  const problemOf = useProblemOf();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const { demo, rotate: rotateDemo } = useDemo();
  const held = useHeldWin();
  const seedsQuery = useSeeds(game, real);
  const roundsQuery = useRounds(game, real);
  const placeReal = usePlaceRound();
  const moveReal = useMoveRound();
  const rotateReal = useRotateSeeds();

  /** Runs an action: busy meanwhile, a refusal becomes the problem (and null). */
  const guarded = async <T>(act: () => Promise<T> | T): Promise<T | null> => {
    setProblem(null);
    setBusy(true);
    try {
      return await act();
    } catch (error) {
      setProblem(problemOf(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const rounds = real
    ? ((roundsQuery.data?.rounds as FairRound[] | undefined) ?? null)
    : demo.history.filter((r) => r.game === game);
  const seeds: Seeds | null = real
    ? (seedsQuery.data ?? null)
    : { serverSeedHash: demo.serverSeedHash, clientSeed: demo.clientSeed, nonce: demo.nonce };

  return {
    game,
    mode,
    currency,
    balance: real ? player.balance : (balanceOf(demo, currency) - held) / 100,
    seeds,
    rounds,
    active: rounds?.find((r) => r.status === 'active') ?? null,
    // A stored session whose profile has not answered: the round would be a demo one.
    busy: busy || player.pending,
    problem,
    place: (amount, inputs) =>
      guarded(async () => {
        // The inputs are checked by the game's module, loaded with the first round.
        const { roundStake } = await loadRegistry();
        const stake = roundStake(game, inputs, amount, currency);
        if (real) {
          // A stake the balance cannot cover offers the deposit without asking the service.
          // (A win the board has not said yet is the player's already.)
          if (player.balance !== null && stake > (toMinor(player.balance) ?? 0) + heldWin())
            throw new ShortBalanceError('not enough balance');
          // Played for money once, the choice stays: a balance spent to zero
          // then offers the deposit instead of falling back to demo play.
          if (!chosen) setMode('real');
          return placeReal(game, amount, inputs);
        }
        return playDemoRound(game, currency, stake, inputs);
      }),
    move: (round, move) => guarded(() => (real ? moveReal(round, move) : moveDemo(round.id, move))),
    rotate: async (clientSeed) => {
      await guarded(() => (real ? rotateReal(game, clientSeed) : rotateDemo(clientSeed)));
    },
  };
}
