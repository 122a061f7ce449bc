/**
 * A stand-in for `socket.io-client` so a test drives the app's real socket owner
 * (src/shared/api/socket.ts) without a server: the test file mocks the library with it,
 *
 *   vi.mock('socket.io-client', async () => (await import('<path>/fake-socket-io')).fakeSocketIo);
 *
 * then `serverPush` delivers an event as the server would, payload as sent, so it goes through
 * the owner's parsing before any listener sees it.
 */
type Listener = (payload?: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

const socket = {
  on(event: string, listener: Listener) {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return socket;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return socket;
  },
  io: { on: () => {} },
  connect: () => socket,
  disconnect: () => socket,
};

export const fakeSocketIo = { io: () => socket };

/** The server sends `event`; with no payload argument, the event carries none. */
export function serverPush(event: string, ...payload: [] | [unknown]): void {
  for (const listener of [...(listeners.get(event) ?? [])]) listener(...payload);
}
