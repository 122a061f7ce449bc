/**
 * GET /chat/latest (spec part 2 §7): the newest messages, oldest first, for anyone, signed in
 * or not, while the operator has the chat on (else 403 featureOff). A signed-in reader's answer
 * leaves out the players they muted, so it differs per reader and is never stored by a cache.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ChatMessage } from '@/contracts/chat';
import { requireFeature } from '../settings/feature-gate';

// Readers behind one shared address (a carrier's NAT) all count here, hence generous.
const READ_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const reading = { onRequest: app.rateLimit(READ_RATE_LIMIT), preHandler: requireFeature('chat') };
  app.get('/chat/latest', reading, async (request, reply) => {
    const reader = await app.accounts.currentUser(request);
    reply.header('cache-control', 'no-store');
    const messages: ChatMessage[] = await app.chat.messages.latest(reader?.id ?? null);
    return messages;
  });
};
