/**
 * The reality check's client state: this session's timing on this device (timer.ts; kept in
 * localStorage so a reload neither restarts the count nor re-measures the clock) and whether
 * the reminder is showing.
 */
import { atom } from 'jotai';
import { z } from 'zod/mini';
import { persistedAtom } from '@/shared/lib/persisted-atom';
import type { SessionTiming } from './timer';

const timingSchema = z.nullable(
  z.object({
    sessionId: z.string(),
    startedAt: z.number(),
    offsetMs: z.number(),
    answeredAt: z.nullable(z.number()),
  }),
);

export const realityCheckTimingAtom = persistedAtom<SessionTiming | null>(
  'reality-check',
  timingSchema,
  null,
);

/** Set by the timer when the reminder is due; cleared when the player answers. */
export const realityCheckDueAtom = atom(false);
