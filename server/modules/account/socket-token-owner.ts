/**
 * Who a socketToken speaks for (spec: the socket authenticates with the session or its
 * socketToken, and `chat_send` carries one): the player of the active session it names. Shared
 * by the socket's per-player rooms and the chat's sends, so both refuse the same tokens.
 */

import { isWellFormedToken } from './session-tokens';
import type { SessionsRepository } from './sessions-repository';

/** The player's id, or null for a malformed or unknown token or a session not yet active. */
export async function socketTokenOwner(
  sessions: SessionsRepository,
  socketToken: unknown,
): Promise<string | null> {
  if (!isWellFormedToken(socketToken)) return null;
  const session = await sessions.findBySocketToken(socketToken);
  return session?.stage === 'active' ? session.userId : null;
}
