/**
 * The operator's chat calls, registered inside the operator API (bearer token, rate limit):
 * a player's chat standing, granting and revoking permission strings (only CHAT_RULES values),
 * and lifting a chat mute or ban. Used by `npm run operator -- chat ...`.
 */

import { playerNamed } from '@server/http/player-named';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_RULES } from '@/contracts/chat-moderation';

const userNameSchema = z.string().min(1).max(64);
const paramsSchema = z.object({ userName: userNameSchema });
const playerBodySchema = z.object({ userName: userNameSchema });
const rulesBodySchema = z.object({
  userName: userNameSchema,
  rules: z.array(z.enum(CHAT_RULES)).min(1).max(CHAT_RULES.length),
});

export const chatOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.chat.operator;

  app.get('/operator/chat/:userName', { schema: { params: paramsSchema } }, async (request) => {
    const { userName } = request.params;
    return chat.standing(await playerNamed(app.users, userName));
  });

  app.post('/operator/chat/grant', { schema: { body: rulesBodySchema } }, async (request) => {
    const { userName, rules } = request.body;
    return chat.grant(await playerNamed(app.users, userName), rules);
  });

  app.post('/operator/chat/revoke', { schema: { body: rulesBodySchema } }, async (request) => {
    const { userName, rules } = request.body;
    return chat.revoke(await playerNamed(app.users, userName), rules);
  });

  app.post('/operator/chat/unmute', { schema: { body: playerBodySchema } }, async (request) => {
    const { userName } = request.body;
    return chat.unmute(await playerNamed(app.users, userName));
  });

  app.post('/operator/chat/unban', { schema: { body: playerBodySchema } }, async (request) => {
    const { userName } = request.body;
    return chat.unban(await playerNamed(app.users, userName));
  });
};
