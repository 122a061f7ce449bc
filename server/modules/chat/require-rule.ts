/**
 * The server-side gate of the staff actions: a preHandler (after `app.requireUser`) that
 * refuses with 403 unless the signed-in player's `rules` hold the permission string. The
 * client hiding a button is a convenience; this is the check. `isChatMod` is only a badge.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ChatRule, hasRule } from '@/contracts/chat-moderation';
import { moderationErrors } from './moderation-errors';

export function requireRule(app: FastifyInstance, rule: ChatRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const { user } = app.accounts.signedIn(request);
    if (!hasRule(user.rules, rule)) throw moderationErrors.missingRule(rule);
  };
}
