// The provably fair random source (the published standard): HMAC-SHA256 keyed
// with the server seed (its text, UTF-8) over `${clientSeed}:${nonce}:${round}`,
// round 0, 1, 2, ... as more bytes are needed; every 4 bytes make one float
// b0/256 + b1/256^2 + b2/256^3 + b3/256^4 in [0, 1).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const utf8 = new TextEncoder();

/** The seeds and nonce of one round. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  /** The player's round number, from 1. */
  nonce: number;
}

/** The HMAC-SHA256 bytes of one round's block `round`. */
export function roundBytes(seeds: RoundSeeds, round: number): Uint8Array {
  return hmac(
    sha256,
    utf8.encode(seeds.serverSeed),
    utf8.encode(`${seeds.clientSeed}:${seeds.nonce}:${round}`),
  );
}

/** An endless stream of floats in [0, 1) for one round. */
export function* floatStream(seeds: RoundSeeds): Generator<number, never> {
  for (let round = 0; ; round++) {
    const bytes = roundBytes(seeds, round);
    for (let i = 0; i + 3 < bytes.length; i += 4) {
      yield (bytes[i] as number) / 256 +
        (bytes[i + 1] as number) / 256 ** 2 +
        (bytes[i + 2] as number) / 256 ** 3 +
        (bytes[i + 3] as number) / 256 ** 4;
    }
  }
}

/** The first float of a round: the one a one-step game's outcome is drawn from. */
export function firstFloat(seeds: RoundSeeds): number {
  return floatStream(seeds).next().value;
}

/** The first `count` floats of a round. */
export function floats(seeds: RoundSeeds, count: number): number[] {
  const stream = floatStream(seeds);
  return Array.from({ length: count }, () => stream.next().value);
}

/** SHA-256 of a seed's text, as lower-case hex (shown before play, checked after). */
export function hashSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8.encode(serverSeed)));
}

/** A new server seed: 64 hex characters from a cryptographic random source. */
export function newServerSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** A new client seed (the player may replace it): 16 hex characters. */
export function newClientSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(8)));
}

/** Draws `count` items without replacement from `pool` (copied), one float each, in draw order. */
export function drawWithoutReplacement<T>(
  pool: readonly T[],
  count: number,
  stream: Iterator<number>,
): T[] {
  const left = [...pool];
  const drawn: T[] = [];
  for (let i = 0; i < count && left.length > 0; i++) {
    const float = stream.next().value as number;
    drawn.push(left.splice(Math.floor(float * left.length), 1)[0] as T);
  }
  return drawn;
}
