/**
 * Plays a sound recipe through Web Audio: one AudioContext for the page, made on the first
 * sound (browsers allow it after a gesture, and a bet is one). Where Web Audio is missing the
 * game stays silent instead of failing.
 */
import type { SoundPart } from './sound-recipes';

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context = new window.AudioContext();
  return context;
}

function playPart(audio: AudioContext, part: SoundPart, volume: number): void {
  const start = audio.currentTime + part.at;
  const end = start + part.duration;
  const gain = audio.createGain();
  // A quick fade in and out: an abrupt start or stop clicks.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(Math.max(volume * part.level, 0.0001), start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  gain.connect(audio.destination);
  if (part.kind === 'tone') {
    const oscillator = audio.createOscillator();
    oscillator.type = part.wave;
    oscillator.frequency.setValueAtTime(part.from, start);
    if (part.to !== part.from) oscillator.frequency.exponentialRampToValueAtTime(part.to, end);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(end);
    return;
  }
  const frames = Math.max(1, Math.floor(audio.sampleRate * part.duration));
  const buffer = audio.createBuffer(1, frames, audio.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < frames; i += 1) samples[i] = Math.random() * 2 - 1;
  const noise = audio.createBufferSource();
  noise.buffer = buffer;
  noise.connect(gain);
  noise.start(start);
  noise.stop(end);
}

/** Plays the parts now at `volume` (0–1); nothing when it is 0 or audio is unavailable. */
export function playRecipe(parts: readonly SoundPart[], volume: number): void {
  if (!(volume > 0)) return;
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume();
  for (const part of parts) playPart(audio, part, volume);
}
