/**
 * Which rows of a tab arrived since its last render, so only they slide in: the rows of the
 * first answer are simply there. `arrival` counts the renders that brought new rows, for
 * replaying the push animation (a remount keyed by it).
 */
import { useState } from 'react';
import type { BetsFeedRow } from '@/contracts/bets-feed';

interface Arrivals {
  rows: readonly BetsFeedRow[] | undefined;
  fresh: ReadonlySet<string>;
  arrival: number;
}

const NONE: ReadonlySet<string> = new Set();

export function useArrivals(rows: readonly BetsFeedRow[] | undefined): Arrivals {
  const [state, setState] = useState<Arrivals>({ rows, fresh: NONE, arrival: 0 });
  if (rows === state.rows) return state;
  // React's pattern for state derived from the previous render: set during render, re-run.
  const before = new Set(state.rows?.map((row) => row.id));
  const fresh =
    state.rows && rows
      ? new Set(rows.filter((row) => !before.has(row.id)).map((row) => row.id))
      : NONE;
  const next = { rows, fresh, arrival: fresh.size > 0 ? state.arrival + 1 : state.arrival };
  setState(next);
  return next;
}
