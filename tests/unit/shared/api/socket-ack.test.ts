/** Acknowledged emits over the socket owner's one connection (socket-ack.ts). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/shared/api/api-error';
import { ACK_TIMEOUT_MS, emitWithAck } from '@/shared/api/socket-ack';

const fakeSocket = vi.hoisted(() => ({
  connected: false,
  emitWithAck: vi.fn(async (..._args: unknown[]): Promise<unknown> => null),
  timeout: vi.fn(),
}));
vi.mock('@/shared/api/socket', () => ({ connectSocket: async () => fakeSocket }));

const payload = { socketToken: 't', message: 'hi', userStatus: null };

beforeEach(() => {
  fakeSocket.emitWithAck.mockReset();
  fakeSocket.timeout.mockReset().mockReturnValue(fakeSocket);
});

describe('emitWithAck', () => {
  it('emits with a timeout and answers what the server acknowledged', async () => {
    fakeSocket.connected = true;
    fakeSocket.emitWithAck.mockResolvedValueOnce('You are muted');
    await expect(emitWithAck('chat_send', payload)).resolves.toBe('You are muted');
    expect(fakeSocket.timeout).toHaveBeenCalledWith(ACK_TIMEOUT_MS);
    expect(fakeSocket.emitWithAck).toHaveBeenCalledWith('chat_send', payload);
  });

  it('is refused at once while disconnected, so nothing is delivered late', async () => {
    fakeSocket.connected = false;
    await expect(emitWithAck('chat_send', payload)).rejects.toBeInstanceOf(NetworkError);
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();
  });

  it('fails when the server does not answer in time', async () => {
    fakeSocket.connected = true;
    fakeSocket.emitWithAck.mockRejectedValueOnce(new Error('operation has timed out'));
    await expect(emitWithAck('chat_send', payload)).rejects.toBeInstanceOf(NetworkError);
  });
});
