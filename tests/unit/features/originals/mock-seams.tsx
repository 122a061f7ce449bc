/**
 * Stand-ins for the seams the play branch fills in (BetPanel, useAutobet, useGameSounds), for
 * the tests' `vi.mock` factories: the panel renders its slots, autobet hands back its `play`.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AutobetControls, AutobetPlay } from '@/features/originals/autobet/use-autobet';
import type { BetPanelProps } from '@/features/originals/bet-panel/BetPanel';

export function FakeBetPanel({ children, action, autobet, locked }: BetPanelProps): ReactNode {
  return (
    <div data-testid="bet-panel" data-locked={locked}>
      {children}
      {action}
      {autobet}
    </div>
  );
}

/** What the game handed to useAutobet last, and the controls it got back. */
export const autobetSeam = {
  play: null as AutobetPlay | null,
  controls: {
    running: false,
    betsLeft: null,
    profit: 0,
    start: vi.fn(),
    stop: vi.fn(),
  } as AutobetControls,
};

export function fakeUseAutobet(options: { baseAmount: number; play: AutobetPlay }) {
  autobetSeam.play = options.play;
  return autobetSeam.controls;
}

export const playedSounds: string[] = [];
export const fakeUseGameSounds = () => (sound: string) => {
  playedSounds.push(sound);
};
