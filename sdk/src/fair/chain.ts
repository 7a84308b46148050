// Shared crash rounds, fair by a salted hash chain (issue 19; the scheme of
// bustabit's 2015 seeding event, which Ethcrash, Roobet and others copied):
// the house generates a chain of SHA-256 hashes, each the hash of the next
// one's hex text, and publishes the last one (the terminating hash) before the
// first round. Rounds play the chain backwards: a round's hash is revealed when
// it ends, and anyone can hash it forward until it reaches the published one,
// so no result can be chosen after the fact. The public salt (in bustabit's
// case a Bitcoin block hash mined after the chain was published) keeps the
// house from picking a chain that favours it. A round's crash point:
//   hmac = HMAC-SHA256(key = the round's hash as hex text, message = salt)
//   1 round in 101 crashes at once (hmac, read 16 bits at a time, is a
//   multiple of 101): the house edge;
//   otherwise h = the first 52 bits, e = 2^52, point = floor((100e − h) /
//   (e − h)) / 100.
// The float arithmetic is the scheme's own, so a published result is
// reproduced to the cent.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const utf8 = new TextEncoder();

/** A game hash: 64 lower-case hex characters. */
export const GAME_HASH = /^[0-9a-f]{64}$/;

/** The hash that precedes `hash` in play and follows it in the chain: SHA-256 of its hex text. */
export function previousGameHash(hash: string): string {
  return bytesToHex(sha256(utf8.encode(hash)));
}

/** True when the hex `hash`, read 16 bits at a time (the first chunk shorter), is a multiple of `mod`. */
function divisible(hash: string, mod: number): boolean {
  let value = 0;
  const offset = hash.length % 4;
  for (let i = offset > 0 ? offset - 4 : 0; i < hash.length; i += 4) {
    value = (value * 65536 + Number.parseInt(hash.slice(Math.max(i, 0), i + 4), 16)) % mod;
  }
  return value === 0;
}

/** In 1 round of this many the game crashes at once (the house edge). */
export const INSTANT_CRASH_ONE_IN = 101;

/**
 * The crash point of a round from its hash and the public salt, ×1.00 for a
 * round that crashes at once (bustabit's `0`).
 */
export function chainCrashPoint(gameHash: string, salt: string): number {
  const digest = bytesToHex(hmac(sha256, utf8.encode(gameHash), utf8.encode(salt)));
  if (divisible(digest, INSTANT_CRASH_ONE_IN)) return 1;
  const h = Number.parseInt(digest.slice(0, 13), 16);
  const e = 2 ** 52;
  return Math.max(1, Math.floor((100 * e - h) / (e - h)) / 100);
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
