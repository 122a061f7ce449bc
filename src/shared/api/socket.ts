/**
 * The one owner of the socket.io connection (spec part 1 §4.8). Websocket transport only, a
 * fresh connection per page, 250 ms reconnect delay. Tracks the connection lifecycle: 5 s after
 * a disconnect the `disconnected` flag is raised; 10 s after that a reload-on-reconnect is
 * armed. On reconnect the flag clears and either the page reloads (armed) or reconnect
 * listeners run (features refetch their data).
 */
import { io, type Socket } from 'socket.io-client';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@/contracts/socket-events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const RECONNECT_DELAY_MS = 250;
export const DISCONNECTED_FLAG_DELAY_MS = 5_000;
export const RELOAD_ARM_DELAY_MS = 10_000;

export interface SocketStatus {
  connected: boolean;
  /** Raised 5 s after losing the connection; drives the 'cannot connect' overlay. */
  disconnected: boolean;
  reloadArmed: boolean;
}

let socket: AppSocket | undefined;
let status: SocketStatus = { connected: false, disconnected: false, reloadArmed: false };
const statusListeners = new Set<(s: SocketStatus) => void>();
const reconnectListeners = new Set<() => void>();
let flagTimer: ReturnType<typeof setTimeout> | undefined;
let armTimer: ReturnType<typeof setTimeout> | undefined;
let hasConnectedOnce = false;

function setStatus(next: Partial<SocketStatus>): void {
  status = { ...status, ...next };
  for (const listener of statusListeners) listener(status);
}

function clearTimers(): void {
  clearTimeout(flagTimer);
  clearTimeout(armTimer);
  flagTimer = undefined;
  armTimer = undefined;
}

function handleConnect(): void {
  clearTimers();
  const wasArmed = status.reloadArmed;
  setStatus({ connected: true, disconnected: false, reloadArmed: false });
  const isReconnect = hasConnectedOnce;
  hasConnectedOnce = true;
  if (wasArmed) {
    window.location.reload();
    return;
  }
  if (isReconnect) for (const listener of reconnectListeners) listener();
}

function handleDisconnect(): void {
  setStatus({ connected: false });
  if (flagTimer || armTimer) return;
  flagTimer = setTimeout(() => {
    setStatus({ disconnected: true });
    armTimer = setTimeout(() => setStatus({ reloadArmed: true }), RELOAD_ARM_DELAY_MS);
  }, DISCONNECTED_FLAG_DELAY_MS);
}

/** The socket, created and connected on first use. */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MS,
      withCredentials: true,
    });
    socket.on('connect', handleConnect);
    socket.on('disconnect', handleDisconnect);
    socket.io.on('reconnect_attempt', () => setStatus({ connected: false }));
    socket.on('connect_error', handleDisconnect);
  }
  return socket;
}

/** Reload the page on the next reconnect (e.g. the settings could not be fetched). */
export function armReloadOnReconnect(): void {
  setStatus({ reloadArmed: true });
}

/** Drop and re-open the connection, e.g. after sign-in or logout so the server re-authenticates. */
export function reconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

export function getSocketStatus(): SocketStatus {
  return status;
}

export function subscribeSocketStatus(listener: (s: SocketStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Run `listener` after every reconnect that did not reload the page. */
export function onSocketReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
