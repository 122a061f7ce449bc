/**
 * The staff forms' input turned into the contract's bodies. Minutes become whole seconds
 * (spec part 1 §5); anything the contract refuses is named so the form can say what is wrong.
 */
import { z } from 'zod/mini';
import {
  type ChatBanBody,
  type ChatMuteBody,
  chatBanBodySchema,
  chatMuteBodySchema,
  MAX_MUTE_SECONDS,
} from '@/contracts/chat-moderation';
import type { ContractIssue } from '@/shared/forms/contract-validate';

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

/** The mute dialog's fields, checked with the contract's seconds and reason rules. */
export const muteFormSchema = z.object({
  minutes: z.pipe(z.transform(muteSecondsFrom), chatMuteBodySchema.shape.seconds),
  reason: chatMuteBodySchema.shape.reason,
});

/** The ban dialog's field, the contract's reason rule. */
export const banFormSchema = z.object({ reason: chatBanBodySchema.shape.reason });

/** What a contract issue on the mute dialog's fields stands for. */
export function muteProblemOf(issue: ContractIssue): MuteProblem {
  if (issue.path[0] === 'reason') return 'reason';
  return issue.code === 'too_big' ? 'tooLong' : 'minutes';
}
