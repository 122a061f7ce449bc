/**
 * Realtime: socket.io on the HTTP server's port at /socket.io, websocket transport only,
 * typed with the contract's events. Modules plug in socket handlers (handlers.ts) and send
 * through `app.realtime.broadcast`; adapter.ts is where scale-out across processes goes.
 * This file holds the shared types.
 */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';

/** Events between server processes (through the adapter); none yet. */
// biome-ignore lint/complexity/noBannedTypes: later capabilities add inter-server events here.
export type InterServerEvents = {};

/** What the handshake established about the connection, for every handler. */
export interface SocketData {
  /** The `vid` cookie's visitor id when present and well formed. */
  visitorId: string | null;
  countryCode: string | null;
  /** The signed-in player (active session cookie at the handshake), else null. */
  userId: string | null;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
