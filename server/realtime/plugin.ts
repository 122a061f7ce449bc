/**
 * Creates the socket.io server on Fastify's HTTP server and exposes `app.realtime`. On close,
 * this process's sockets are disconnected first (preClose), since open websockets would keep
 * the HTTP server from closing.
 */
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { SOCKET_PATH } from '@/contracts/socket-events';
import { createRealtimeAdapter } from './adapter';
import { SOCKET_HANDLERS } from './handlers';
import { identify, isAllowedOrigin } from './handshake';
import type { RealtimeServer } from './types';
import { socketUserId, userRoom } from './user-rooms';

export interface Realtime {
  io: RealtimeServer;
  /** Sends an event to every connected client, on every process (through the adapter). */
  broadcast<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Sends an event to every open tab of one signed-in player (room `user:<id>`). */
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const realtimePlugin = fp(
  async (app) => {
    const { config } = app;
    const io: RealtimeServer = new Server({
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      allowRequest: (request, callback) =>
        callback(null, isAllowedOrigin(request, config.publicOrigin)),
    });
    const adapter = createRealtimeAdapter(config);
    if (adapter) io.adapter(adapter);
    io.attach(app.server);

    io.use((socket, next) => {
      socket.data = identify(app, socket.request);
      // A failed session lookup leaves the socket a visitor's rather than refusing it.
      socketUserId(app, socket)
        .then((userId) => {
          socket.data.userId = userId;
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'socket user lookup'))
        .finally(() => next());
    });
    io.on('connection', (socket) => {
      if (socket.data.userId) void socket.join(userRoom(socket.data.userId));
      for (const handler of SOCKET_HANDLERS) handler({ app, io, socket });
    });

    app.decorate('realtime', {
      io,
      broadcast: (event, ...args) => {
        io.emit(event, ...args);
      },
      toUser: (userId, event, ...args) => {
        io.to(userRoom(userId)).emit(event, ...args);
      },
    });

    app.addHook('preClose', async () => {
      // Closing the transports, not disconnecting the sockets: clients then see a transport
      // close and reconnect to the next process (a deploy), where a server-side disconnect
      // ('io server disconnect') would leave them offline for good. It only touches this
      // process's connections, also with a shared adapter.
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['context', 'cookies', 'country'] },
);
