/**
 * Where socket handlers plug in. Each domain owns one file (modules/<m>/socket.ts) exporting
 * a `SocketHandler` that registers its 'domain:action' listeners on a new connection, and is
 * listed in SOCKET_HANDLERS below. Handlers parse every payload with the contract's zod schema
 * and answer through the acknowledgement, never by throwing.
 */
import type { FastifyInstance } from 'fastify';
import { chatSocketHandler } from '../modules/chat/socket';
import { originalsSocketHandler } from '../modules/originals/socket';
import type { RealtimeServer, RealtimeSocket } from './types';

export interface SocketHandlerContext {
  app: FastifyInstance;
  io: RealtimeServer;
  socket: RealtimeSocket;
}

export type SocketHandler = (context: SocketHandlerContext) => void;

/** Rain adds its handler beside these. */
export const SOCKET_HANDLERS: readonly SocketHandler[] = [
  chatSocketHandler,
  originalsSocketHandler,
];
