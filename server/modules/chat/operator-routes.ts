/**
 * The operator's chat calls, registered inside the operator API (bearer token, rate limit):
 * a player's chat standing, granting and revoking permission strings (only CHAT_RULES values),
 * and lifting a chat mute or ban. Used by `npm run operator -- chat ...`.
 */

import { playerNamed } from '@server/http/player-named';
import { parseInput } from '@server/http/validate';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CHAT_RULES } from '@/contracts/chat-moderation';

const userNameSchema = z.string().min(1).max(64);
const paramsSchema = z.object({ userName: userNameSchema });
const playerBodySchema = z.object({ userName: userNameSchema });
const rulesBodySchema = z.object({
  userName: userNameSchema,
  rules: z.array(z.enum(CHAT_RULES)).min(1).max(CHAT_RULES.length),
});

export const chatOperatorRoutes: FastifyPluginAsync = async (app) => {
  const chat = app.chat.operator;

  app.get('/operator/chat/:userName', async (request) => {
    const { userName } = parseInput(paramsSchema, request.params, 'params');
    return chat.standing(await playerNamed(app.users, userName));
  });

  app.post('/operator/chat/grant', async (request) => {
    const { userName, rules } = parseInput(rulesBodySchema, request.body, 'body');
    return chat.grant(await playerNamed(app.users, userName), rules);
  });

  app.post('/operator/chat/revoke', async (request) => {
    const { userName, rules } = parseInput(rulesBodySchema, request.body, 'body');
    return chat.revoke(await playerNamed(app.users, userName), rules);
  });

  app.post('/operator/chat/unmute', async (request) => {
    const { userName } = parseInput(playerBodySchema, request.body, 'body');
    return chat.unmute(await playerNamed(app.users, userName));
  });

  app.post('/operator/chat/unban', async (request) => {
    const { userName } = parseInput(playerBodySchema, request.body, 'body');
    return chat.unban(await playerNamed(app.users, userName));
  });
};
