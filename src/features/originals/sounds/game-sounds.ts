/**
 * Every game sound goes through here (design §8): it honours the player's Sounds setting and
 * its volume (default 0.4, part 2 §9). Sounds are synthesised, so there are no files to load.
 */
export type GameSound = 'bet' | 'win' | 'lose' | 'reveal' | 'gem' | 'mine' | 'cashout' | 'tick';

/** Plays one sound now at the player's volume; silent when sounds are off. */
export function useGameSounds(): (sound: GameSound) => void {
  throw new Error('not implemented yet');
}
