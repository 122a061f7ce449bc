/**
 * The staff forms' input turned into the contract's bodies. Minutes become whole seconds
 * (spec part 1 §5); anything the contract refuses is named so the form can say what is wrong.
 */
import {
  type ChatBanBody,
  type ChatMuteBody,
  chatBanBodySchema,
  chatMuteBodySchema,
  MAX_MUTE_SECONDS,
} from '@/contracts/chat-moderation';

export type MuteProblem = 'minutes' | 'tooLong' | 'reason';

export function muteSecondsFrom(minutes: number | string): number {
  const value = typeof minutes === 'number' ? minutes : Number(minutes.trim() || Number.NaN);
  return Number.isFinite(value) ? Math.round(value * 60) : Number.NaN;
}

export function muteBodyFrom(
  userId: string,
  minutes: number | string,
  reason: string,
): { body: ChatMuteBody; problem: null } | { body: null; problem: MuteProblem } {
  const seconds = muteSecondsFrom(minutes);
  if (!(seconds > 0)) return { body: null, problem: 'minutes' };
  if (seconds > MAX_MUTE_SECONDS) return { body: null, problem: 'tooLong' };
  const parsed = chatMuteBodySchema.safeParse({ userId, seconds, reason });
  return parsed.success ? { body: parsed.data, problem: null } : { body: null, problem: 'reason' };
}

/** The ban's body, or null when the reason is missing. */
export function banBodyFrom(userId: string, reason: string): ChatBanBody | null {
  const parsed = chatBanBodySchema.safeParse({ userId, reason });
  return parsed.success ? parsed.data : null;
}
