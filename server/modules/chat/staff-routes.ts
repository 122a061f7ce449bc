/**
 * The staff calls on the chat: POST /chat/delete {id} (part 2 §7), POST /chat/mute {userId,
 * seconds, reason} and POST /chat/ban {userId, reason} (part 1 §7). Each needs a signed-in
 * player holding its permission string (require-rule.ts), then a valid body; CSRF applies as
 * to every POST, and the calls are rate limited per client.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ChatRule,
  chatBanBodySchema,
  chatDeleteBodySchema,
  chatMuteBodySchema,
} from '@/contracts/chat-moderation';
import { requireRule } from './require-rule';

const STAFF_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const gated = (rule: ChatRule) => ({
    onRequest: app.rateLimit(STAFF_RATE_LIMIT),
    preHandler: [app.requireUser, requireRule(app, rule)],
  });

  app.post(
    '/chat/delete',
    { ...gated('chat:delete'), schema: { body: chatDeleteBodySchema } },
    async (request) => {
      const { id } = request.body;
      const { user } = app.accounts.signedIn(request);
      return app.chat.moderation.deleteMessage(user, id);
    },
  );

  app.post(
    '/chat/mute',
    { ...gated('chat:mute'), schema: { body: chatMuteBodySchema } },
    async (request) => {
      const body = request.body;
      const { user } = app.accounts.signedIn(request);
      return app.chat.moderation.mute(user, body);
    },
  );

  app.post(
    '/chat/ban',
    { ...gated('chat:ban'), schema: { body: chatBanBodySchema } },
    async (request) => {
      const body = request.body;
      const { user } = app.accounts.signedIn(request);
      return app.chat.moderation.ban(user, body);
    },
  );
};
