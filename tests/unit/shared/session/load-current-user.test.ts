import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistOptions, restorePersistedQueries } from '@/app/query-client';
import { storageKey } from '@/shared/lib/persisted-atom';
import { accountKeys, loadCurrentUser, settleSignedOutVisitor } from '@/shared/session';

const server = mockRequests();

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('loadCurrentUser (route loader precondition)', () => {
  it('settles the player before the page, and only logs a failed load', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
    document.cookie = 'kb_session=1';
    answerEvery(server, () => HttpResponse.error());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(loadCurrentUser(queryClient)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      '[account] loading the current user failed',
      expect.anything(),
    );
    expect(queryClient.getQueryState(accountKeys.current)?.status).toBe('error');
  });

  it('does not wait for the network while offline', async () => {
    onlineManager.setOnline(false);
    const requests = recordRequests(server);
    await loadCurrentUser(new QueryClient());
    expect(await requests.settledCount()).toBe(0);
  });
});

describe('settleSignedOutVisitor (before the first render)', () => {
  const clearCookies = () => {
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  };
  afterEach(clearCookies);

  it('knows a visitor without the session cookie is signed out, with no request to make', async () => {
    clearCookies();
    const requests = recordRequests(server);
    const queryClient = new QueryClient();
    settleSignedOutVisitor(queryClient);
    expect(queryClient.getQueryData(accountKeys.current)).toBeNull();
    // Fresh: the page's loader and the account upkeep do not ask again.
    await loadCurrentUser(queryClient);
    expect(queryClient.getQueryState(accountKeys.current)?.isInvalidated).toBe(false);
    expect(await requests.settledCount()).toBe(0);
  });

  it('forgets a player saved by an earlier page once their session cookie is gone', async () => {
    clearCookies();
    const before = new QueryClient();
    before.setQueryData(accountKeys.current, { name: 'ada' });
    before
      .getQueryCache()
      .find({ queryKey: accountKeys.current })
      ?.setOptions({
        queryKey: accountKeys.current,
        meta: { persist: true },
      });
    const clientState = dehydrate(before, persistOptions.dehydrateOptions);
    expect(clientState.queries).toHaveLength(1);
    window.localStorage.setItem(
      storageKey('query-cache'),
      JSON.stringify({ buster: __BUILD_ID__, timestamp: Date.now(), clientState }),
    );
    // app/start.tsx's order: settled first, the saved copy restored after the page's loaders.
    const queryClient = new QueryClient();
    settleSignedOutVisitor(queryClient);
    await restorePersistedQueries(queryClient);
    expect(queryClient.getQueryData(accountKeys.current)).toBeNull();
  });

  it('leaves a player with a session to the server', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
    document.cookie = 'kb_session=1';
    const queryClient = new QueryClient();
    settleSignedOutVisitor(queryClient);
    expect(queryClient.getQueryState(accountKeys.current)).toBeUndefined();
  });
});
