/**
 * What each game sound is made of: short tones and noise bursts, synthesised at play time
 * (synth.ts), so the app ships no audio files and plays offline.
 */
import type { GameSound } from './game-sounds';

export interface Tone {
  kind: 'tone';
  wave: OscillatorType;
  /** Hz at the start and at the end (a glide when they differ). */
  from: number;
  to: number;
  /** Seconds from the sound's start. */
  at: number;
  duration: number;
  /** Loudness relative to the player's volume, 0–1. */
  level: number;
}

export interface Noise {
  kind: 'noise';
  at: number;
  duration: number;
  level: number;
}

export type SoundPart = Tone | Noise;

const tone = (
  wave: OscillatorType,
  from: number,
  to: number,
  at: number,
  duration: number,
  level = 0.6,
): Tone => ({ kind: 'tone', wave, from, to, at, duration, level });

export const SOUND_RECIPES: Record<GameSound, readonly SoundPart[]> = {
  bet: [tone('triangle', 420, 520, 0, 0.07, 0.5)],
  tick: [tone('square', 1800, 1800, 0, 0.02, 0.25)],
  reveal: [tone('sine', 600, 900, 0, 0.08, 0.5)],
  gem: [tone('sine', 880, 880, 0, 0.08), tone('sine', 1320, 1320, 0.07, 0.12)],
  win: [
    tone('triangle', 523, 523, 0, 0.09),
    tone('triangle', 659, 659, 0.08, 0.09),
    tone('triangle', 784, 784, 0.16, 0.18),
  ],
  cashout: [tone('sine', 700, 1400, 0, 0.15), tone('triangle', 1400, 1400, 0.14, 0.15, 0.4)],
  lose: [tone('sawtooth', 300, 140, 0, 0.25, 0.35)],
  mine: [{ kind: 'noise', at: 0, duration: 0.35, level: 0.8 }, tone('sine', 120, 50, 0, 0.3)],
};
