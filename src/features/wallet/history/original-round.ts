/**
 * Which Original's round a history entry moved money for: its reference is the game
 * (`dice`, `mines`…) and its meta the round id. Such an entry also shows the bet record.
 */
import { ORIGINAL_GAMES } from '@/contracts/originals';
import type { HistoryEntry } from '@/contracts/wallet';

export function originalRoundIdOf(entry: HistoryEntry): string | null {
  const games: readonly string[] = ORIGINAL_GAMES;
  if (entry.reference === null || !games.includes(entry.reference)) return null;
  const roundId = entry.meta.roundId;
  return typeof roundId === 'string' && roundId !== '' ? roundId : null;
}
