// The bonus account (every operation inferred,
// openapi/src/paths/bonus-account.yaml): the player's bonuses with their
// wagering, and cancelling one. The rules live in ../world/bonuses.ts; these
// handlers only read the call and shape the answer.
import { type components, fromMinor } from '@casino/sdk';
import { invalid, notFound, playerGuard, refusedAnswer } from '../answers.ts';
import type { Routes } from '../contract.ts';
import { type Bonus, WAGER_SHARE } from '../world/bonuses.ts';
import type { World } from '../world/world.ts';

type Schemas = components['schemas'];

const iso = (ms: number) => new Date(ms).toISOString();

/** Each in-house game's share of a stake, as the API lists it. */
export const wagerShares = (): Schemas['WagerShares'] =>
  Object.entries(WAGER_SHARE).map(([game, percent]) => ({
    game: game as keyof typeof WAGER_SHARE,
    percent,
  }));

/** A bonus as the player sees it. */
function bonusOf(bonus: Bonus): Schemas['PlayerBonus'] {
  return {
    id: bonus.id,
    kind: bonus.kind,
    step: bonus.step,
    code: bonus.code,
    status: bonus.status,
    amount: fromMinor(bonus.amountMinor),
    currency: bonus.currency,
    wager_required: fromMinor(bonus.wagerMinor),
    wagered: fromMinor(bonus.wageredMinor),
    max_bet: fromMinor(bonus.maxBetMinor),
    games: wagerShares(),
    created_at: iso(bonus.createdAt),
    expires_at: iso(bonus.expiresAt),
    ended_at: bonus.endedAt === null ? null : iso(bonus.endedAt),
  };
}

export function bonusRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  return {
    '/api/v2/bonuses': {
      get: ({ token }) =>
        withPlayer((player) => {
          const active = world.bonuses.active(player.id);
          const ended = world.bonuses.of(player.id).filter((b) => b.status !== 'active');
          return { status: 200 as const, body: { data: [...active, ...ended].map(bonusOf) } };
        })(token),
    },
    '/api/v2/bonuses/promo': {
      post: ({ token, body }) =>
        withPlayer((player) => {
          // A promotion: closed during a time-out or self-exclusion (../world/responsible.ts).
          const refused = world.responsible.refuseRestricted(player);
          if (refused) return refusedAnswer(refused);
          const redeemed = world.bonuses.redeem(player, body.code);
          if (!redeemed.ok) return invalid({ code: [redeemed.error] });
          return {
            status: 200 as const,
            body: {
              data: {
                bonus: redeemed.bonus ? bonusOf(redeemed.bonus) : null,
                free_spins: redeemed.freeSpins,
              },
            },
          };
        })(token),
    },
    '/api/v2/bonuses/{bonusId}/cancel': {
      post: ({ token, path }) =>
        withPlayer((player) => {
          const bonus = world.bonuses.all.get(Number(path.bonusId));
          if (!bonus || bonus.playerId !== player.id) return notFound('Bonus');
          if (bonus.status !== 'active') return invalid({ bonus: ['bonus.not_active'] });
          world.bonuses.forfeit(player, bonus);
          return { status: 200 as const, body: { data: bonusOf(bonus) } };
        })(token),
    },
  };
}
