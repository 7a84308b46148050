// The crypto deposit (every operation inferred,
// openapi/src/paths/crypto-deposits.yaml): the player's address for a coin
// and network with its rate, minimum and confirmations, and the transfers
// that reached their addresses. The rules live in ../world/crypto.ts.
import { fromMinor } from '@casino/sdk';
import { invalid, playerGuard, refusedAnswer } from '../answers.ts';
import type { Routes } from '../contract.ts';
import { addressOf, amountOf, type CryptoDeposit, rateMinor } from '../world/crypto.ts';
import type { World } from '../world/world.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** Minor units per coin as the account currency's amount for one coin. */
const rateOf = (rateMinor: bigint) => fromMinor(Number(rateMinor));

export function cryptoRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  const { crypto } = world;
  const depositOf = (deposit: CryptoDeposit) => {
    const coin = crypto.networkOf(deposit.currency, deposit.network);
    return {
      id: deposit.id,
      currency: deposit.currency,
      network: deposit.network,
      amount: amountOf(deposit.units, coin?.decimals ?? 0),
      confirmations: crypto.confirmationsOf(deposit),
      confirmations_required: coin?.confirmations ?? 1,
      status: deposit.status,
      reason: deposit.reason,
      rate: rateOf(deposit.rateMinor),
      credited: deposit.creditedMinor === null ? null : fromMinor(deposit.creditedMinor),
      created_at: iso(deposit.seenAt),
      credited_at: deposit.creditedAt === null ? null : iso(deposit.creditedAt),
    };
  };
  return {
    '/billing/crypto/address': {
      get: ({ token, query }) =>
        withPlayer((player) => {
          const coin = crypto.networkOf(query.currency ?? '', query.network ?? '');
          if (!coin) return invalid({ network: ['validation.exists'] });
          // A deposit: closed during a time-out or self-exclusion (../world/responsible.ts).
          const refused = world.responsible.refuseRestricted(player);
          if (refused) return refusedAnswer(refused);
          return {
            status: 200 as const,
            body: {
              address: addressOf(player.id, coin.network),
              currency: coin.currency,
              network: coin.network,
              rate: rateOf(rateMinor(coin.currency, player.currency)),
              rate_at: iso(world.now()),
              account_currency: player.currency,
              min_amount: amountOf(coin.minUnits, coin.decimals),
              confirmations: coin.confirmations,
            },
          };
        })(token),
    },
    '/billing/crypto/deposits': {
      get: ({ token }) =>
        withPlayer((player) => ({
          status: 200 as const,
          body: {
            data: [...crypto.deposits.values()]
              .filter((d) => d.playerId === player.id)
              .reverse()
              .map(depositOf),
          },
        }))(token),
    },
  };
}
