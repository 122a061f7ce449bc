/**
 * Per-player rooms: a socket whose handshake carries an active session cookie (or, for a
 * client that cannot send the cookie, the session's socketToken in `auth`) joins
 * `user:<id>`, so a module can reach every open tab of one player (`app.realtime.toUser`).
 * The client reconnects its socket after signing in or out, which re-runs this.
 */
import type { FastifyInstance } from 'fastify';
import { readSessionCookie } from '../modules/account/session-cookies';
import { isWellFormedToken } from '../modules/account/session-tokens';
import { socketTokenOwner } from '../modules/account/socket-token-owner';
import type { RealtimeSocket } from './types';

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The signed-in player of a socket's handshake, or null (visitor, or session not active). */
export async function socketUserId(
  app: FastifyInstance,
  socket: RealtimeSocket,
): Promise<string | null> {
  // The accounts plugin registers after realtime; a build without it has no players.
  if (!app.hasDecorator('sessions')) return null;
  const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
  const token = readSessionCookie(cookies, app.config.https);
  const socketToken = (socket.handshake.auth as { socketToken?: unknown } | undefined)?.socketToken;
  if (!isWellFormedToken(token)) return socketTokenOwner(app.sessions, socketToken);
  const session = await app.sessions.findByToken(token);
  return session?.stage === 'active' ? session.userId : null;
}
