/** Acknowledged emits over the socket owner's one connection (socket-ack.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/shared/api/api-error';
import { ACK_TIMEOUT_MS, CONNECT_WAIT_MS, emitWithAck } from '@/shared/api/socket-ack';

const fakeSocket = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    connected: false,
    /** Trying to connect (socket.io's `active`). */
    active: true,
    emitWithAck: vi.fn(async (..._args: unknown[]): Promise<unknown> => null),
    timeout: vi.fn(),
    once: (_event: 'connect', listener: () => void) => listeners.add(listener),
    off: (_event: 'connect', listener: () => void) => listeners.delete(listener),
    /** The connection comes up. */
    connect() {
      this.connected = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    listeners,
  };
});
vi.mock('@/shared/api/socket', () => ({ connectSocket: async () => fakeSocket }));

const payload = { socketToken: 't', message: 'hi', userStatus: null };

beforeEach(() => {
  fakeSocket.emitWithAck.mockReset();
  fakeSocket.timeout.mockReset().mockReturnValue(fakeSocket);
  fakeSocket.active = true;
  fakeSocket.listeners.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('emitWithAck', () => {
  it('emits with a timeout and answers what the server acknowledged', async () => {
    fakeSocket.connected = true;
    fakeSocket.emitWithAck.mockResolvedValueOnce('You are muted');
    await expect(emitWithAck('chat_send', payload)).resolves.toBe('You are muted');
    expect(fakeSocket.timeout).toHaveBeenCalledWith(ACK_TIMEOUT_MS);
    expect(fakeSocket.emitWithAck).toHaveBeenCalledWith('chat_send', payload);
  });

  it('is refused at once while the socket is not trying to connect', async () => {
    fakeSocket.connected = false;
    fakeSocket.active = false;
    await expect(emitWithAck('chat_send', payload)).rejects.toBeInstanceOf(NetworkError);
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();
  });

  it('waits for a connection being made, then sends once', async () => {
    fakeSocket.connected = false;
    const sent = emitWithAck('chat_send', payload);
    await vi.waitFor(() => expect(fakeSocket.listeners.size).toBe(1));
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();
    fakeSocket.connect();
    await expect(sent).resolves.toBeNull();
    expect(fakeSocket.emitWithAck).toHaveBeenCalledTimes(1);
  });

  it('gives up without sending when no connection comes in time, so nothing is delivered late', async () => {
    vi.useFakeTimers();
    fakeSocket.connected = false;
    const sent = emitWithAck('chat_send', payload);
    const failed = expect(sent).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(CONNECT_WAIT_MS);
    await failed;
    expect(fakeSocket.listeners.size).toBe(0);
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();
  });

  it('fails when the server does not answer in time', async () => {
    fakeSocket.connected = true;
    fakeSocket.emitWithAck.mockRejectedValueOnce(new Error('operation has timed out'));
    await expect(emitWithAck('chat_send', payload)).rejects.toBeInstanceOf(NetworkError);
  });
});
