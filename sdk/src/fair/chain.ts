// Shared crash rounds, fair by a salted hash chain (bustabit's
// scheme as its own verifier runs it today, github.com/bustabit/verifier):
// the house generates a chain of SHA-256 hashes, each the hash of the next
// one's 32 bytes, and publishes the last one made (the terminating hash)
// before the first round. Rounds play the chain backwards: a round's hash is
// revealed when it ends, and anyone can hash it on until it reaches the
// published one, so no result can be chosen after the fact. The public salt
// (bustabit: the hash of a Bitcoin block mined after the chain was published,
// taken as its hex text) keeps the house from picking a chain that favours
// it. A round's crash point:
//   hmac = HMAC-SHA256(key = the salt's text, message = the round hash's bytes)
//   X = the hmac's first 52 bits / 2^52, uniform in [0, 1)
//   point = max(1, floor(99 / (1 − X)) / 100)
// so the point reaches ×x with probability 0.99 / x: the 1% house edge. The
// float arithmetic is the scheme's own, so published results come out to the
// cent (the tests reproduce rounds from bustabit's live site).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

const utf8 = new TextEncoder();

/** A game hash: 64 lower-case hex characters. */
export const GAME_HASH = /^[0-9a-f]{64}$/;

/** The hash of the round before `hash` in play (the next one in the chain): SHA-256 of its 32 bytes. */
export function previousGameHash(hash: string): string {
  return bytesToHex(sha256(hexToBytes(hash)));
}

/**
 * The crash point of a round from its hash (64 hex characters) and the
 * public salt: ×1.00 at the least.
 */
export function chainCrashPoint(gameHash: string, salt: string): number {
  const x = Number.parseInt(chainCrashBits(gameHash, salt), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

/**
 * The first 52 bits of a round's HMAC (keyed with the salt's text, over the
 * round hash's bytes), as 13 hex digits: what its crash point comes from.
 */
export function chainCrashBits(gameHash: string, salt: string): string {
  return bytesToHex(hmac(sha256, utf8.encode(salt), hexToBytes(gameHash))).slice(0, 13);
}

/**
 * How many hashing steps take `hash` to `terminating` (0 when it is the
 * terminating hash itself), or null when it does not get there within
 * `maxSteps`: a revealed round's hash that is not on the published chain.
 */
export function stepsToTerminating(
  hash: string,
  terminating: string,
  maxSteps: number,
): number | null {
  let current = hash.toLowerCase();
  const target = terminating.toLowerCase();
  for (let step = 0; step <= maxSteps; step++) {
    if (current === target) return step;
    current = previousGameHash(current);
  }
  return null;
}

/** `count` game hashes starting at `hash`, in play order backwards: hash, its previous round's, and so on. */
export function chainFrom(hash: string, count: number): string[] {
  const hashes: string[] = [];
  let current = hash.toLowerCase();
  for (let i = 0; i < count; i++) {
    hashes.push(current);
    current = previousGameHash(current);
  }
  return hashes;
}
