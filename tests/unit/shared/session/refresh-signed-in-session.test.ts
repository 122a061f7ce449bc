import { QueryClient } from '@tanstack/react-query';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconnectSocket } from '@/shared/api/socket';
import { accountKeys, currentUserQuery, refreshSignedInSession } from '@/shared/session';
import { json } from '../../features/as-player';
import { clearTestCookie, setTestCookie } from '../../features/test-cookies';
import { playerWith } from '../../features/wallet/user-fixture';

vi.mock('@/shared/api/socket', () => ({ reconnectSocket: vi.fn(), onSocketReconnect: vi.fn() }));

const server = mockRequests();

afterEach(() => clearTestCookie('kb_session'));

describe('refreshing the session after a sign-in', () => {
  it('loads the new player, then reconnects the socket so it joins their room', async () => {
    const order: string[] = [];
    answerEvery(server, () => {
      order.push('fetch player');
      return json(playerWith({ name: 'amina' }));
    });
    vi.mocked(reconnectSocket).mockImplementation(() => {
      order.push('reconnect socket');
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page knew a visitor (no session cookie: no request); signing in set the cookie.
    await expect(queryClient.fetchQuery(currentUserQuery())).resolves.toBeNull();
    setTestCookie('kb_session', '1');

    const player = await refreshSignedInSession(queryClient);

    expect(player?.name).toBe('amina');
    expect(queryClient.getQueryData(accountKeys.current)).toEqual(player);
    expect(order).toEqual(['fetch player', 'reconnect socket']);
  });
});
