/**
 * Client events the server acknowledges (e.g. `chat_send`), sent over the one connection that
 * socket.ts owns. Apart from it only so the first screen's code does not carry it: just the
 * lazily loaded parts that send (the chat's send box) import this.
 */
import type { ClientToServerEvents } from '@/contracts/socket-events';
import { NetworkError } from './api-error';
import { connectSocket } from './socket';

type ClientEventName = keyof ClientToServerEvents;
/** What a client event's ack callback answers (its one argument). */
type AckOf<E extends ClientEventName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/** How long an acknowledged emit waits for the server's answer before it counts as failed. */
export const ACK_TIMEOUT_MS = 10_000;
/**
 * How long an emit waits for a connection that is being made (the socket reconnects with the
 * new session at every sign-in, so a player's first message can come a moment before it).
 */
export const CONNECT_WAIT_MS = 5_000;

type OwnedSocket = Awaited<ReturnType<typeof connectSocket>>;

/**
 * Resolves once the socket is connected: at once when it is, after its next connection when
 * it is connecting, within CONNECT_WAIT_MS. A socket that is not trying to connect (stopped,
 * or given up) fails at once.
 */
function whenConnected(socket: OwnedSocket, event: string): Promise<void> {
  if (socket.connected) return Promise.resolve();
  const notConnected = () => new NetworkError(new Error(`socket not connected (${event})`));
  if (!socket.active) return Promise.reject(notConnected());
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.off('connect', onConnect);
      reject(notConnected());
    }, CONNECT_WAIT_MS);
    socket.once('connect', onConnect);
  });
}

/**
 * Send a client event and wait for the server's ack. Never handed to socket.io while
 * disconnected: it would buffer the emit and deliver it on reconnect, after the sender was
 * already told it failed. So the emit waits for a connection being made (CONNECT_WAIT_MS) and
 * fails without sending when none comes. No answer within ACK_TIMEOUT_MS also fails (a
 * NetworkError).
 */
export async function emitWithAck<E extends ClientEventName>(
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<AckOf<E>> {
  const socket = await connectSocket();
  await whenConnected(socket, event);
  try {
    const timed = socket.timeout(ACK_TIMEOUT_MS);
    // socket.io's ack typing cannot be resolved for a generic event name (see socket.ts's
    // AnyHandler); the payload and answer are typed by this function's signature instead.
    const emit = timed.emitWithAck as (name: E, body: typeof payload) => Promise<AckOf<E>>;
    return await emit.call(timed, event, payload);
  } catch (error) {
    throw new NetworkError(error);
  }
}
