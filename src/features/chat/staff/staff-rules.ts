/**
 * Which permission strings open the staff menu on a chat line. Small and apart from the menu
 * so the list can decide whether to load the menu's chunk at all.
 */
import { type ChatRule, hasRule } from '@/contracts/chat-moderation';

export const STAFF_ACTION_RULES: readonly ChatRule[] = ['chat:delete', 'chat:mute', 'chat:ban'];

export function canModerate(rules: readonly string[] | undefined): boolean {
  return STAFF_ACTION_RULES.some((rule) => hasRule(rules, rule));
}
