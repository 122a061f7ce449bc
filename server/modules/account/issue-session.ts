/**
 * Hands a freshly issued session to the browser: the session it had before ends (another
 * player's, or a pending second step), the new cookies are set, and once fully signed in this
 * browser's push subscriptions notify the player. Every sign-in route ends here.
 */

import { ensureVisitorId } from '@server/http/visitor-id';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResult } from '@/contracts/auth';
import type { IssuedSession } from './service';

export async function issueSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
): Promise<AuthResult> {
  const previous = await app.accounts.sessionOf(request);
  if (previous) await app.sessions.deleteByTokenHash(previous.tokenHash);
  app.accounts.issueCookies(reply, issued.token);
  if (!issued.result.twoFactorRequired) {
    const visitorId = ensureVisitorId(request, reply, app.config.https);
    await app.push.assignUser(visitorId, issued.session.userId);
  }
  return issued.result;
}
