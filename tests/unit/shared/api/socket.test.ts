import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Handler[]>();
const fakeSocket = {
  on: (event: string, handler: Handler) =>
    handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  off: vi.fn(),
  io: { on: vi.fn() },
  connect: vi.fn(),
  disconnect: vi.fn(),
};
const ioMock = vi.fn((_opts?: unknown) => fakeSocket);
vi.mock('socket.io-client', () => ({ io: (opts: unknown) => ioMock(opts) }));

const emit = (event: string, ...payload: [] | [unknown]) => {
  for (const h of handlers.get(event) ?? []) h(...payload);
};

async function freshModule() {
  vi.resetModules();
  handlers.clear();
  return import('@/shared/api/socket');
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the socket owner', () => {
  it('connects over websocket only with a 250 ms reconnect delay', async () => {
    const socket = await freshModule();
    await socket.connectSocket();
    expect(ioMock).toHaveBeenLastCalledWith(
      expect.objectContaining({
        transports: ['websocket'],
        reconnectionDelay: 250,
        reconnectionDelayMax: 250,
        path: '/socket.io',
      }),
    );
  });

  it('raises the disconnected flag 5 s after a disconnect and arms a reload 10 s later', async () => {
    const socket = await freshModule();
    await socket.connectSocket();
    emit('connect');
    emit('disconnect');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(socket.getSocketStatus().disconnected).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.getSocketStatus()).toMatchObject({ disconnected: true, reloadArmed: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.getSocketStatus().reloadArmed).toBe(true);
    emit('connect');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag and refetches instead of reloading on a quick reconnect', async () => {
    const socket = await freshModule();
    const refetch = vi.fn();
    socket.onSocketReconnect(refetch);
    await socket.connectSocket();
    emit('connect');
    emit('disconnect');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(socket.getSocketStatus().disconnected).toBe(true);
    emit('connect');
    expect(socket.getSocketStatus()).toMatchObject({
      connected: true,
      disconnected: false,
      reloadArmed: false,
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.getSocketStatus().disconnected).toBe(false);
  });

  it('runs connect listeners on the first connection and on every reconnect', async () => {
    const socket = await freshModule();
    const onConnect = vi.fn();
    socket.onSocketConnect(onConnect);
    await socket.connectSocket();
    emit('connect');
    emit('disconnect');
    emit('connect');
    expect(onConnect).toHaveBeenCalledTimes(2);
  });

  it('does not run reconnect listeners on the first connection', async () => {
    const socket = await freshModule();
    const refetch = vi.fn();
    socket.onSocketReconnect(refetch);
    await socket.connectSocket();
    emit('connect');
    expect(refetch).not.toHaveBeenCalled();
  });

  it('attaches handlers registered before and after the connection, and detaches them', async () => {
    const socket = await freshModule();
    const early = vi.fn();
    const stopEarly = socket.onSocketEvent('refreshRequired', early);
    await socket.connectSocket();
    const late = vi.fn();
    socket.onSocketEvent('forceRefresh', late);
    emit('refreshRequired');
    emit('forceRefresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
    stopEarly();
    emit('refreshRequired');
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('connects only once however often it is asked', async () => {
    const socket = await freshModule();
    ioMock.mockClear();
    await Promise.all([socket.connectSocket(), socket.connectSocket()]);
    expect(ioMock).toHaveBeenCalledTimes(1);
  });

  it('reloads on the next connection once a settings failure armed it', async () => {
    const socket = await freshModule();
    await socket.connectSocket();
    socket.armReloadOnReconnect();
    emit('connect');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('parses every push once, before its listeners', () => {
    const rates = { usd: { symbol: '$', rate: 1 }, eur: { symbol: '€', rate: 0.95 } };

    it('hands listeners the parsed payload', async () => {
      const socket = await freshModule();
      await socket.connectSocket();
      const listener = vi.fn();
      socket.onSocketEvent('balanceUpdate', listener);
      emit('balanceUpdate', { balanceType: 'usdt', balance: 12.5, sentBy: 'ledger' });
      // The schema's object keeps only the fields it knows: proof the listener got its output.
      expect(listener).toHaveBeenCalledExactlyOnceWith({ balanceType: 'usdt', balance: 12.5 });
    });

    it('drops a payload that fails its schema and names the event and the issues', async () => {
      const socket = await freshModule();
      await socket.connectSocket();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const first = vi.fn();
      const second = vi.fn();
      socket.onSocketEvent('currencyUpdated', first);
      socket.onSocketEvent('currencyUpdated', second);
      emit('currencyUpdated', { usd: { symbol: '$', rate: 'one' } });
      expect(first).not.toHaveBeenCalled();
      expect(second).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('currencyUpdated'), [
        expect.objectContaining({ path: ['usd', 'rate'] }),
      ]);
      emit('currencyUpdated', rates);
      expect(first).toHaveBeenCalledExactlyOnceWith(rates);
      expect(second).toHaveBeenCalledExactlyOnceWith(rates);
    });

    it('passes nothing to the listeners of an event without a payload', async () => {
      const socket = await freshModule();
      await socket.connectSocket();
      const listener = vi.fn();
      socket.onSocketEvent('settingsUpdated', listener);
      emit('settingsUpdated', { unexpected: true });
      expect(listener).toHaveBeenCalledExactlyOnceWith(undefined);
    });

    it('listens to every event of the contract, and to nothing else', async () => {
      const { SERVER_EVENT_SCHEMAS } = await import('@/contracts/socket-events');
      const socket = await freshModule();
      await socket.connectSocket();
      const lifecycle = ['connect', 'disconnect', 'connect_error'];
      expect([...handlers.keys()].filter((event) => !lifecycle.includes(event)).sort()).toEqual(
        Object.keys(SERVER_EVENT_SCHEMAS).sort(),
      );
    });
  });
});
