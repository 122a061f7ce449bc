/**
 * RoundViews as the server sends them, and fake round controls standing in for the round hook
 * (its real body lands from the play branch; the merger re-runs these tests with it).
 */
import { vi } from 'vitest';
import type { OriginalGame } from '@/contracts/originals';
import type {
  OriginalRoundControls,
  RoundViewOf,
} from '@/features/originals/play/use-original-round';

const BASE = {
  id: 'round-1',
  balanceType: 'cash',
  amount: 2,
  payout: 0,
  payoutMultiplier: 0,
  serverSeedHash: 'ab'.repeat(32),
  clientSeed: 'client-seed-123',
  nonce: 7,
  createdAt: '2026-11-28T04:00:00.000Z',
} as const;

export function minesRound(round: Partial<RoundViewOf<'mines'>> = {}): RoundViewOf<'mines'> {
  return {
    ...BASE,
    game: 'mines',
    status: 'active',
    params: { gridCount: 25, minesCount: 3 },
    progress: { revealed: [] },
    outcome: null,
    ...round,
  };
}

export function towersRound(round: Partial<RoundViewOf<'towers'>> = {}): RoundViewOf<'towers'> {
  return {
    ...BASE,
    game: 'towers',
    status: 'active',
    params: { difficulty: '_easy' },
    progress: { playedRows: [] },
    outcome: null,
    ...round,
  };
}

export function linearminesRound(
  round: Partial<RoundViewOf<'linearmines'>> = {},
): RoundViewOf<'linearmines'> {
  return {
    ...BASE,
    game: 'linearmines',
    status: 'active',
    params: { difficulty: 'easy' },
    progress: { crossed: 0 },
    outcome: null,
    ...round,
  };
}

/** Round controls whose actions are spies answering `answer` (the round after the action). */
export function fakeControls<G extends OriginalGame>(
  round: RoundViewOf<G> | null,
  overrides: Partial<OriginalRoundControls<G>> = {},
): OriginalRoundControls<G> {
  return {
    round,
    mode: 'fun',
    socketSendLoading: false,
    error: null,
    bet: vi.fn(async () => round),
    act: vi.fn(async () => round),
    cashOut: vi.fn(async () => round),
    reset: vi.fn(),
    ...overrides,
  };
}

/** Makes the mocked round hook hand the game these controls. */
export function serveControls<G extends OriginalGame>(
  hook: unknown,
  controls: OriginalRoundControls<G>,
): void {
  vi.mocked(hook as () => OriginalRoundControls<G>).mockImplementation(() => controls);
}
