/**
 * The send box's one field, checked with chat_send's line rule (contracts/chat-moderation), and
 * which of that rule's refusals a contract issue is, so the box can say it in the player's
 * language.
 */
import { z } from 'zod/mini';
import type { ChatTextProblem } from '@/contracts/chat';
import { chatLineSchema } from '@/contracts/chat-moderation';
import type { ContractIssue } from '@/shared/forms/contract-validate';

export { chatLineSchema };

export type ChatLineProblem = ChatTextProblem | 'tooLong';

export const chatLineFormSchema = z.object({ message: chatLineSchema });

/** The rule's refusals: past CHAT_MESSAGE_MAX, or readChatText's problem named in its params. */
export function chatLineProblemOf(issue: ContractIssue): ChatLineProblem {
  if (issue.code === 'too_big') return 'tooLong';
  return issue.code === 'custom' && issue.params?.problem === 'invisible' ? 'invisible' : 'empty';
}
