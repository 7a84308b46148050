// The games' sounds, synthesised with Web Audio (nothing recorded, nothing
// licensed): each a few oscillator notes under a short envelope. Loaded with
// the first sound played (feel.ts), after the player's first round, so the
// audio context starts with a user gesture behind it.
import type { SoundKind } from './feel.ts';

/** One note: its wave, pitch (Hz, and where it glides to), start and length (s), loudness. */
interface Note {
  wave: OscillatorType;
  from: number;
  to?: number;
  at: number;
  length: number;
  gain: number;
}

const SOUNDS: Record<SoundKind, Note[]> = {
  // A chip down: a short low knock.
  bet: [{ wave: 'triangle', from: 220, to: 140, at: 0, length: 0.08, gain: 0.6 }],
  // A rising major arpeggio.
  win: [
    { wave: 'triangle', from: 523, at: 0, length: 0.12, gain: 0.5 },
    { wave: 'triangle', from: 659, at: 0.09, length: 0.12, gain: 0.5 },
    { wave: 'triangle', from: 784, at: 0.18, length: 0.22, gain: 0.5 },
  ],
  // A soft falling tone.
  loss: [{ wave: 'sine', from: 330, to: 196, at: 0, length: 0.25, gain: 0.4 }],
  // A tile, a card, a drawn number.
  tick: [{ wave: 'square', from: 1200, at: 0, length: 0.03, gain: 0.15 }],
  // Coins: two bright notes.
  cashout: [
    { wave: 'triangle', from: 988, at: 0, length: 0.08, gain: 0.5 },
    { wave: 'triangle', from: 1319, at: 0.07, length: 0.18, gain: 0.5 },
  ],
  // A crash: a noisy sawtooth falling away.
  crash: [{ wave: 'sawtooth', from: 400, to: 60, at: 0, length: 0.45, gain: 0.35 }],
};

let context: AudioContext | null = null;

/** Plays `kind` at `volume` (0–1); does nothing where the browser has no Web Audio. */
export function play(kind: SoundKind, volume: number): void {
  if (typeof AudioContext !== 'function') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  const start = context.currentTime + 0.01;
  for (const note of SOUNDS[kind]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.wave;
    oscillator.frequency.setValueAtTime(note.from, start + note.at);
    if (note.to)
      oscillator.frequency.exponentialRampToValueAtTime(note.to, start + note.at + note.length);
    // A quick attack and an exponential release: no clicks.
    const peak = Math.max(0.0001, note.gain * volume * 0.5);
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.length + 0.02);
  }
}
