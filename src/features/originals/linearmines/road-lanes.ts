/**
 * What each lane of the Mission Uncrossable road shows, from what the server sent: the lanes
 * crossed (`progress.crossed`), the next one, where the character stands, and at the end the
 * lane whose traffic hits (`outcome.hitLane`; on a cash-out, where it would have).
 */
import type { LinearminesDifficulty } from '@/contracts/originals';
import { linearminesMultiplier } from '@/games';
import { linearminesDifficulty } from './linearmines-difficulty';

export type LaneState = 'crossed' | 'next' | 'ahead' | 'hit' | 'danger';

export interface RoadLane {
  lane: number;
  state: LaneState;
  /** What the road pays once this lane is crossed, ×10,000. */
  multiplier: number;
}

export interface LinearminesRoundShape {
  status: 'active' | 'lost' | 'won';
  progress: { crossed: number };
  outcome: { hitLane: number | null } | null;
}

export function roadLanes(
  difficulty: LinearminesDifficulty,
  round: LinearminesRoundShape | null,
): RoadLane[] {
  const { lanes } = linearminesDifficulty(difficulty);
  const crossed = round?.progress.crossed ?? 0;
  const hitLane = round?.outcome?.hitLane ?? null;
  return Array.from({ length: lanes }, (_, lane): RoadLane => {
    const multiplier = linearminesMultiplier({ difficulty }, lane + 1);
    if (lane === hitLane)
      return { lane, multiplier, state: round?.status === 'lost' ? 'hit' : 'danger' };
    if (lane < crossed) return { lane, multiplier, state: 'crossed' };
    if (round?.status === 'active' && lane === crossed) return { lane, multiplier, state: 'next' };
    return { lane, multiplier, state: 'ahead' };
  });
}

/** The lane the character stands in: -1 on the kerb before the first lane. */
export function characterLane(round: LinearminesRoundShape | null): number {
  if (!round) return -1;
  if (round.status === 'lost' && round.outcome?.hitLane != null) return round.outcome.hitLane;
  return round.progress.crossed - 1;
}
