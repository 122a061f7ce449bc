/**
 * Game sounds (issue 19): synthesised at the player's volume, silent when they turned sounds
 * off, and at the default 0.4 for visitors. Web Audio is a recording fake here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { soundVolumeOf, useGameSounds } from '@/features/originals/sounds/game-sounds';
import { accountKeys } from '@/shared/session';
import { playerWith } from '../../wallet/user-fixture';

/** The loudest level each played sound ramps its gain to. */
const peaks: number[] = [];
const oscillators: string[] = [];

class FakeAudioContext {
  currentTime = 0;
  sampleRate = 8000;
  state = 'running';
  destination = {};
  createGain() {
    return {
      gain: {
        setValueAtTime: () => {},
        exponentialRampToValueAtTime: (value: number) => {
          if (value > 0.001) peaks.push(value);
        },
      },
      connect: () => {},
    };
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: () => {},
      start: () => oscillators.push(oscillator.type),
      stop: () => {},
    };
    return oscillator;
  }
  createBuffer(_channels: number, frames: number) {
    return { getChannelData: () => new Float32Array(frames) };
  }
  createBufferSource() {
    return { buffer: null, connect: () => {}, start: () => {}, stop: () => {} };
  }
  resume() {
    return Promise.resolve();
  }
}

beforeAll(() => vi.stubGlobal('AudioContext', FakeAudioContext));
beforeEach(() => {
  peaks.length = 0;
  oscillators.length = 0;
});

function soundsFor(user: User | null) {
  const client = new QueryClient();
  client.setQueryData(accountKeys.current, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useGameSounds(), { wrapper }).result.current;
}

const withSound = (enabled: boolean, volume: number) =>
  playerWith({
    systemSettings: { ...playerWith().systemSettings, sound: { enabled, volume } },
  });

describe('game sounds', () => {
  it('play at the volume the player set', () => {
    soundsFor(withSound(true, 0.8))('win');
    expect(oscillators).toHaveLength(3);
    expect(Math.max(...peaks)).toBeCloseTo(0.8 * 0.6);
  });

  it('stay silent when the player turned sounds off, whatever the volume', () => {
    soundsFor(withSound(false, 1))('win');
    soundsFor(withSound(true, 0))('mine');
    expect(oscillators).toEqual([]);
    expect(peaks).toEqual([]);
  });

  it('play at the default 0.4 for a visitor', () => {
    expect(soundVolumeOf(null)).toBe(0.4);
    soundsFor(null)('bet');
    expect(Math.max(...peaks)).toBeCloseTo(0.4 * 0.5);
  });
});
