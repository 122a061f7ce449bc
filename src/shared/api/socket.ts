/**
 * The one owner of the socket.io connection (spec part 1 §4.8). Websocket transport only, a
 * fresh connection per page, 250 ms reconnect delay. Tracks the connection lifecycle: 5 s after
 * a disconnect the `disconnected` flag is raised; 10 s after that a reload-on-reconnect is
 * armed. On reconnect the flag clears and either the page reloads (armed) or reconnect
 * listeners run (features refetch their data).
 *
 * Every push is parsed here, once, with its event's schema (contracts/socket-events.ts) before
 * any listener sees it: a payload that fails is dropped with a warning, so listeners only ever
 * get the typed, parsed value.
 */
import type { Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  SERVER_EVENT_SCHEMAS,
  ServerEventName,
  ServerToClientEvents,
} from '@/contracts/socket-events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = ServerEventName;
/**
 * Handlers are stored per event name in one map; TypeScript cannot correlate a union of event
 * names with their payloads, so dispatching casts (the types are checked where handlers are
 * registered, in onSocketEvent, and the payload is the one the event's schema parsed).
 */
type AnyHandler = (payload?: unknown) => void;

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
let connecting: Promise<AppSocket> | undefined;
let status: SocketStatus = { connected: false, disconnected: false, reloadArmed: false };
const statusListeners = new Set<(s: SocketStatus) => void>();
const reconnectListeners = new Set<() => void>();
const connectListeners = new Set<() => void>();
/** Event handlers registered by features; attached when the socket exists. */
const eventHandlers = new Map<EventName, Set<AnyHandler>>();
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
  for (const listener of connectListeners) listener();
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

/**
 * Hands one push to the event's listeners, parsed. A push nobody listens to is not parsed; one
 * that fails its schema reaches no listener and is reported with the schema's issues.
 */
function deliver(schemas: typeof SERVER_EVENT_SCHEMAS, event: EventName, payload: unknown): void {
  const handlers = eventHandlers.get(event);
  if (!handlers?.size) return;
  const schema = schemas[event];
  let value: unknown;
  if (schema) {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      console.warn(`[socket] dropped a malformed ${event}`, parsed.error.issues);
      return;
    }
    value = parsed.data;
  }
  // A copy: a listener may stop listening (or start another) while it runs.
  for (const handler of [...handlers]) handler(value);
}

/**
 * Opens the connection (once). The client library is loaded here, not at start-up, so it is
 * not part of the code the first page needs before it is interactive.
 */
export function connectSocket(): Promise<AppSocket> {
  // The payload schemas come with the client library: nothing is pushed before it connects.
  connecting ??= Promise.all([
    import('socket.io-client'),
    import('@/contracts/socket-events'),
  ]).then(([{ io }, { SERVER_EVENT_SCHEMAS: schemas, SOCKET_PATH }]) => {
    const created: AppSocket = io({
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MS,
      withCredentials: true,
    });
    created.on('connect', handleConnect);
    created.on('disconnect', handleDisconnect);
    created.on('connect_error', handleDisconnect);
    created.io.on('reconnect_attempt', () => setStatus({ connected: false }));
    for (const event of Object.keys(schemas) as EventName[]) {
      created.on(event, ((payload?: unknown) => deliver(schemas, event, payload)) as never);
    }
    socket = created;
    return created;
  });
  return connecting;
}

/** Listen to a server event for as long as the returned function is not called. */
export function onSocketEvent<E extends EventName>(
  event: E,
  handler: ServerToClientEvents[E],
): () => void {
  let handlers = eventHandlers.get(event);
  if (!handlers) {
    handlers = new Set();
    eventHandlers.set(event, handlers);
  }
  handlers.add(handler as AnyHandler);
  return () => {
    handlers.delete(handler as AnyHandler);
  };
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

/**
 * Run `listener` after every connection, the first included: the socket connects after the
 * first paint, so anything pushed between the page's first fetch and the connection was missed.
 */
export function onSocketConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/** Run `listener` after every reconnect that did not reload the page. */
export function onSocketReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
