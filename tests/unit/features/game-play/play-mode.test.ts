/** The game page's mode rules (issue 6; spec part 1 §6): who may play what, and the demo. */
import { describe, expect, it } from 'vitest';
import { decidePlayMode, type PlayModeInput } from '@/features/game-play';

const visitor: PlayModeInput = {
  requested: null,
  isSignedIn: false,
  balanceUsd: null,
  hasFunMode: true,
};
const player: PlayModeInput = {
  requested: null,
  isSignedIn: true,
  balanceUsd: 25,
  hasFunMode: true,
};

describe('decidePlayMode', () => {
  it('starts visitors in fun mode and players with money in real mode', () => {
    expect(decidePlayMode(visitor)).toEqual({ selected: 'fun', launch: 'fun', notice: null });
    expect(decidePlayMode(player)).toEqual({ selected: 'real', launch: 'real', notice: null });
  });

  it('asks a visitor who chooses real money to log in, and launches nothing', () => {
    expect(decidePlayMode({ ...visitor, requested: 'real' })).toEqual({
      selected: 'real',
      launch: null,
      notice: 'signInRequired',
    });
  });

  it('plays the demo with a note for a player under $0.01, and real money from $0.01', () => {
    for (const balanceUsd of [0, 0.009, null]) {
      expect(decidePlayMode({ ...player, balanceUsd })).toEqual({
        selected: 'real',
        launch: 'fun',
        notice: 'demo',
      });
    }
    expect(decidePlayMode({ ...player, balanceUsd: 0.01 }).launch).toBe('real');
  });

  it('lets a player with money choose fun mode', () => {
    expect(decidePlayMode({ ...player, requested: 'fun' })).toEqual({
      selected: 'fun',
      launch: 'fun',
      notice: null,
    });
  });

  it('plays a game without fun mode for real only', () => {
    const realOnly = { hasFunMode: false };
    expect(decidePlayMode({ ...visitor, ...realOnly })).toEqual({
      selected: 'real',
      launch: null,
      notice: 'signInRequired',
    });
    expect(decidePlayMode({ ...player, ...realOnly, requested: 'fun' }).launch).toBe('real');
    expect(decidePlayMode({ ...player, ...realOnly, balanceUsd: 0 })).toEqual({
      selected: 'real',
      launch: null,
      notice: 'depositRequired',
    });
  });
});
