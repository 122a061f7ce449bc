/**
 * Every game sound goes through here (design §8): it honours the player's Sounds setting and
 * its volume (default 0.4, part 2 §9). Sounds are synthesised, so there are no files to load.
 */
import { useCallback } from 'react';
import { SOUND_VOLUME_DEFAULT, type User } from '@/contracts/user';
import { useCurrentUser } from '@/shared/session';
import { SOUND_RECIPES } from './sound-recipes';
import { playRecipe } from './synth';

export type GameSound = 'bet' | 'win' | 'lose' | 'reveal' | 'gem' | 'mine' | 'cashout' | 'tick';

/** Plays one sound now at the player's volume; silent when sounds are off. */
export function useGameSounds(): (sound: GameSound) => void {
  const { user } = useCurrentUser();
  const volume = soundVolumeOf(user);
  return useCallback((sound: GameSound) => playRecipe(SOUND_RECIPES[sound], volume), [volume]);
}

/** The volume game sounds play at: 0 when the player turned sounds off; visitors' default. */
export function soundVolumeOf(user: Pick<User, 'systemSettings'> | null): number {
  if (!user) return SOUND_VOLUME_DEFAULT;
  const { enabled, volume } = user.systemSettings.sound;
  return enabled ? volume : 0;
}
