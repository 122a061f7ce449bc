/**
 * The Originals over the socket (design §8): `originals:bet|act|cashout|active`, each with an
 * acknowledgement that answers the round as it now stands or a refusal (contracts/originals).
 * The player is the one the connection signed in with (the socket reconnects at every sign-in
 * and sign-out); bets also check that session is still active, so a socket left open by a
 * session ended elsewhere (sign out everywhere, a password change) cannot stake another round.
 * The check is a database read, so a socket trusts its answer for a second (SESSION_RECHECK_MS)
 * unless this process ends a session meanwhile: a player betting ten times a second costs one
 * read, not ten, and a sign-out here is seen at once (one made by another process within the
 * second).
 * Whatever arrives — a malformed payload, no ack, a failing database — the
 * handler never throws: the ack, when there is one, gets an answer.
 */
import type { SocketHandler } from '@server/realtime/handlers';
import { socketUserId } from '@server/realtime/user-rooms';
import {
  type OriginalsAck,
  originalsActiveRequestSchema,
  originalsActRequestSchema,
  originalsCashoutRequestSchema,
  type RoundView,
} from '@/contracts/originals';
import { OriginalsRefusal, refusals } from './refusals';

type Answer = (answer: OriginalsAck) => void;

/** How long a socket's session, once found active, is trusted before it is read again. */
export const SESSION_RECHECK_MS = 1_000;

export const originalsSocketHandler: SocketHandler = ({ app, socket }) => {
  const { originals } = app;
  const endings = () => (app.hasDecorator('sessions') ? app.sessions.endings : 0);
  let trustedUntil = 0;
  let trustedAt = -1;
  async function assertSessionActive(userId: string): Promise<void> {
    if (Date.now() < trustedUntil && endings() === trustedAt) return;
    const before = endings();
    if ((await socketUserId(app, socket)) !== userId) throw refusals.signedOut();
    trustedAt = before;
    trustedUntil = Date.now() + SESSION_RECHECK_MS;
  }
  const restricted = () => {
    const country = socket.data.countryCode;
    return country !== null && app.config.restrictedCountries.has(country);
  };

  function on(
    event: 'originals:bet' | 'originals:act' | 'originals:cashout' | 'originals:active',
    run: (userId: string, payload: unknown) => Promise<RoundView | null>,
  ) {
    socket.on(event, (payload: unknown, ack: unknown) => {
      const answer: Answer = typeof ack === 'function' ? (a) => ack(a) : () => {};
      const userId = socket.data.userId;
      if (!userId) return answer(failure(refusals.signedOut()));
      run(userId, payload).then(
        (round) => answer({ ok: true, round }),
        (error: unknown) => {
          if (error instanceof OriginalsRefusal) return answer(failure(error));
          app.log.error({ err: error, event }, 'originals: an action failed');
          answer(failure(refusals.failed()));
        },
      );
    });
  }

  on('originals:bet', async (userId, payload) => {
    if (restricted()) throw refusals.regionRestricted();
    await assertSessionActive(userId);
    return originals.bet(userId, payload);
  });
  on('originals:act', async (userId, payload) => {
    const parsed = originalsActRequestSchema.safeParse(payload);
    if (!parsed.success) throw refusals.badRequest('This move is not valid.');
    return originals.act(userId, parsed.data);
  });
  on('originals:cashout', async (userId, payload) => {
    const parsed = originalsCashoutRequestSchema.safeParse(payload);
    if (!parsed.success) throw refusals.badRequest('This cash-out is not valid.');
    return originals.cashOut(userId, parsed.data);
  });
  on('originals:active', async (userId, payload) => {
    const parsed = originalsActiveRequestSchema.safeParse(payload);
    if (!parsed.success) throw refusals.badRequest('Unknown game.');
    return originals.active(userId, parsed.data.game);
  });
};

function failure(refusal: OriginalsRefusal): OriginalsAck {
  return { ok: false, code: refusal.code, message: refusal.message };
}
