/**
 * `chat ...`: who may moderate the chat (permission strings, only CHAT_RULES values) and
 * lifting a player's chat mute or ban. Staff themselves mute and ban from the chat panel.
 */
import { CHAT_RULES, type ChatRule, isChatRule } from '@/contracts/chat-moderation';
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

function chatRules(action: string, words: string[]): ChatRule[] {
  if (words.length === 0) {
    throw new UsageError(`chat ${action}: name at least one rule (${CHAT_RULES.join(', ')})`);
  }
  const unknown = words.filter((word) => !isChatRule(word));
  if (unknown.length > 0) {
    throw new UsageError(
      `chat ${action}: unknown rule "${unknown.join('", "')}" (expected ${CHAT_RULES.join(', ')})`,
    );
  }
  return [...new Set(words.filter(isChatRule))];
}

export const chatCommands: CommandGroup = {
  group: 'chat',
  usage: `  chat show <username>
  chat grant <username> <rule...>
  chat revoke <username> <rule...>
      rules: ${CHAT_RULES.join(', ')}; the player's open apps pick the change up at once
  chat unmute <username>
  chat unban <username>`,
  options: [],
  parse(action, [userName, ...rules]): OperatorRequest {
    if (!userName) throw new UsageError(`chat ${action ?? ''}: the username is required`);
    if (action === 'show') {
      return { method: 'GET', path: `/api/operator/chat/${encodeURIComponent(userName)}` };
    }
    if (action === 'grant' || action === 'revoke') {
      const body = { userName, rules: chatRules(action, rules) };
      return { method: 'POST', path: `/api/operator/chat/${action}`, body };
    }
    if (action === 'unmute' || action === 'unban') {
      if (rules.length > 0) throw new UsageError(`chat ${action}: takes only the username`);
      return { method: 'POST', path: `/api/operator/chat/${action}`, body: { userName } };
    }
    throw new UsageError(`unknown command "chat ${action ?? ''}"`.trim());
  },
};
