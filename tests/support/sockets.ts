/**
 * Real socket.io clients against an app under test: the app listening on a free local port,
 * and typed client sockets (websocket only, no reconnection, as the app's own client) that
 * the test closes afterwards.
 */
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type SocketOptions = Parameters<typeof connect>[1];

/** Starts `app` on 127.0.0.1 at a free port; answers its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A client socket, remembered in `opened` so the test can disconnect it; not yet connected. */
export function openSocket(base: string, opened: ClientSocket[], options: SocketOptions = {}) {
  const socket: ClientSocket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...options,
  });
  opened.push(socket);
  return socket;
}

/** Resolves once `socket` is connected; rejects on a refused connection. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** A client socket, connected. */
export async function openConnected(
  base: string,
  opened: ClientSocket[],
  options: SocketOptions = {},
): Promise<ClientSocket> {
  const socket = openSocket(base, opened, options);
  await connected(socket);
  return socket;
}
