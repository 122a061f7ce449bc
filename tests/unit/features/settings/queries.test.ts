/**
 * The settings query: a normal load may take the service worker's copy; the refetch after the
 * `settingsUpdated` push asks past it, so an operator's banner shows after that one change.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsQuery } from '@/features/settings';
import { refetchPushedQueries } from '@/shared/api/pushed-changes';
import { settingsResponse } from './settings-fixture';

afterEach(() => vi.unstubAllGlobals());

describe('settingsQuery', () => {
  it('refetches past the caches when settingsUpdated is pushed', async () => {
    const answers = [
      settingsResponse(),
      settingsResponse({
        banner: { id: 'b1', title: null, message: 'Weekend boost', link: null },
      }),
    ];
    const modes: RequestCache[] = [];
    // Stubbed, not MSW: this checks the request's `cache` mode, which MSW does not pass on.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('/api/settings/get');
        modes.push(init.cache ?? 'default');
        return new Response(JSON.stringify(answers[modes.length - 1]), { status: 200 });
      }),
    );
    const client = new QueryClient();
    const observer = new QueryObserver(client, settingsQuery());
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());

    await refetchPushedQueries(client, 'settingsUpdated');
    expect(observer.getCurrentResult().data?.settings.banner?.message).toBe('Weekend boost');
    expect(modes).toEqual(['default', 'no-cache']);
    stop();
  });
});
