// The world's crypto deposits: an address per player and network, transfers
// that arrive at it (sent by the `crypto/send` control, as a wallet would),
// confirmations counted by the world's clock, and the credit at the rate
// when the last confirmation comes. A module of the world (world.ts), which
// hands it its clock and the ledger's credit.
//
// Inferred: SPEC.md names only the billing data's `crypto-payments`. What a
// crypto casino's deposit does: a deposit address per coin and network, a
// minimum below which a transfer is not credited, a number of network
// confirmations before the credit, the exchange rate to the account's
// currency shown with its time; a transfer over another network than the
// address's is not credited (support recovers it by hand). The sandbox's
// confirmations are fewer and quicker than the real networks' (TRON 19, a
// block every 3 s; Ethereum 12; Bitcoin 2–6, a block every 10 minutes) so a
// test waits seconds of its clock, not hours.
import { createHash } from 'node:crypto';
import type { CurrencyCode } from '@casino/sdk';
import type { MovementKind, Player, SandboxSettings } from './model.ts';

/** A coin on a network the sandbox takes. */
export interface CryptoNetwork {
  currency: 'USDT' | 'BTC';
  network: 'TRC20' | 'ERC20' | 'BTC';
  /** The coin's decimals (its smallest unit is 10^-decimals). */
  decimals: number;
  /** Below this, in smallest units, a transfer is not credited. */
  minUnits: bigint;
  /** Confirmations before the credit. */
  confirmations: number;
}

const CRYPTO_NETWORKS: readonly CryptoNetwork[] = [
  { currency: 'USDT', network: 'TRC20', decimals: 6, minUnits: 1_000_000n, confirmations: 3 },
  { currency: 'USDT', network: 'ERC20', decimals: 6, minUnits: 10_000_000n, confirmations: 6 },
  { currency: 'BTC', network: 'BTC', decimals: 8, minUnits: 10_000n, confirmations: 2 },
];

/** One confirmation per this much of the world's time. */
const CONFIRMATION_MS = 20_000;

/** What one USDT is worth in each account currency, in its minor units (a fixed table). */
const USDT_RATE_MINOR: Readonly<Record<CurrencyCode, bigint>> = {
  RUB: 9_500n,
  USD: 100n,
  EUR: 92n,
  KZT: 48_000n,
  TRY: 3_400n,
  AZN: 170n,
  INR: 8_400n,
};
/** One BTC in USDT. */
const BTC_IN_USDT = 95_000n;

/** The rate of `currency` in the account currency `to`, minor units per whole coin. */
export function rateMinor(currency: CryptoNetwork['currency'], to: CurrencyCode): bigint {
  return currency === 'USDT' ? USDT_RATE_MINOR[to] : USDT_RATE_MINOR[to] * BTC_IN_USDT;
}

/** A transfer to a player's address. */
export interface CryptoDeposit {
  id: number;
  playerId: number;
  currency: CryptoNetwork['currency'];
  /** The network the transfer came over. */
  network: CryptoNetwork['network'];
  /** The amount in the coin's smallest units. */
  units: bigint;
  seenAt: number;
  status: 'confirming' | 'credited' | 'rejected';
  reason: 'underpaid' | 'wrong_network' | null;
  /** Minor units of the account currency, once credited. */
  creditedMinor: number | null;
  /** The rate it was (or will be) credited at, minor units per coin. */
  rateMinor: bigint;
  creditedAt: number | null;
}

/** What the crypto deposits need of the world. */
interface CryptoCore {
  readonly settings: SandboxSettings;
  readonly players: ReadonlyMap<number, Player>;
  now(): number;
  /** Records a credit of the real balance (payments.ts). */
  credit(player: Player, kind: MovementKind, amount: number, reference: string): void;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** `length` characters of `alphabet` drawn from a hash of `seed`. */
function characters(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    const bytes = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of bytes) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** The player's deposit address on a network: the same every time, of that network's format. */
export function addressOf(playerId: number, network: CryptoNetwork['network']): string {
  const seed = `sandbox-deposit:${playerId}:${network}`;
  if (network === 'TRC20') return `T${characters(seed, BASE58, 33)}`;
  if (network === 'ERC20') return `0x${characters(seed, '0123456789abcdef', 40)}`;
  return `bc1q${characters(seed, BECH32, 38)}`;
}

/** A decimal amount of a coin ("10.5") in its smallest units, or null when it is not one. */
export function unitsOf(amount: string, decimals: number): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match || (match[2]?.length ?? 0) > decimals) return null;
  return (
    BigInt(match[1] as string) * 10n ** BigInt(decimals) +
    BigInt((match[2] ?? '').padEnd(decimals, '0'))
  );
}

/** Smallest units as a decimal amount, trailing zeros dropped ("10.5"). */
export function amountOf(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${units / scale}.${fraction}` : `${units / scale}`;
}

/** The crypto deposits of one world. */
export class Crypto {
  readonly deposits = new Map<number, CryptoDeposit>();
  private nextId = 5000;
  private readonly core: CryptoCore;

  constructor(core: CryptoCore) {
    this.core = core;
  }

  /** The network the sandbox knows by coin and network, or undefined. */
  networkOf(currency: string, network: string): CryptoNetwork | undefined {
    return CRYPTO_NETWORKS.find((n) => n.currency === currency && n.network === network);
  }

  /** The player whose deposit address this is, with its network, or undefined. */
  ownerOf(address: string): { player: Player; network: CryptoNetwork['network'] } | undefined {
    for (const player of this.core.players.values())
      for (const { network } of CRYPTO_NETWORKS)
        if (addressOf(player.id, network) === address) return { player, network };
    return undefined;
  }

  /**
   * A transfer of `units` of `coin` over `coin.network` reached `address`
   * (a player's): it confirms over time, or is rejected at once when it is
   * below the minimum or came over another network than the address's.
   */
  receive(address: string, coin: CryptoNetwork, units: bigint): CryptoDeposit | undefined {
    const owner = this.ownerOf(address);
    if (!owner) return undefined;
    const reason =
      owner.network !== coin.network ? 'wrong_network' : units < coin.minUnits ? 'underpaid' : null;
    const deposit: CryptoDeposit = {
      id: this.nextId++,
      playerId: owner.player.id,
      currency: coin.currency,
      network: coin.network,
      units,
      seenAt: this.core.now(),
      status: reason ? 'rejected' : 'confirming',
      reason,
      creditedMinor: null,
      rateMinor: rateMinor(coin.currency, owner.player.currency),
      creditedAt: null,
    };
    this.deposits.set(deposit.id, deposit);
    this.core.settings.log(
      `crypto deposit ${deposit.id}: ${amountOf(units, coin.decimals)} ${coin.currency} (${coin.network}) to player ${owner.player.id}${reason ? `, rejected: ${reason}` : ''}`,
    );
    return deposit;
  }

  /** How many confirmations a deposit has now (at most its network's). */
  confirmationsOf(deposit: CryptoDeposit): number {
    const coin = this.networkOf(deposit.currency, deposit.network);
    if (!coin || deposit.status === 'rejected') return 0;
    if (deposit.status === 'credited') return coin.confirmations;
    const counted = Math.floor((this.core.now() - deposit.seenAt) / CONFIRMATION_MS);
    return Math.min(coin.confirmations, counted);
  }

  /** Brings time-driven state up to now: a deposit with all its confirmations is credited. Run before each request. */
  settle(): void {
    for (const deposit of this.deposits.values()) {
      if (deposit.status !== 'confirming') continue;
      const coin = this.networkOf(deposit.currency, deposit.network);
      const player = this.core.players.get(deposit.playerId);
      if (!coin || !player || this.confirmationsOf(deposit) < coin.confirmations) continue;
      // At the rate now (a fixed table here): minor units, rounded down.
      deposit.rateMinor = rateMinor(deposit.currency, player.currency);
      const credited = Number((deposit.units * deposit.rateMinor) / 10n ** BigInt(coin.decimals));
      deposit.status = 'credited';
      deposit.creditedMinor = credited;
      deposit.creditedAt = this.core.now();
      this.core.credit(player, 'deposit', credited, `crypto:${deposit.id}`);
    }
  }
}
