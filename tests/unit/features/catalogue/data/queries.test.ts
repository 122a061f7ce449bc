/**
 * The essentials query: a normal load may take the service worker's copy; the refetch after
 * the `catalogueUpdated` push asks past it, so an operator's catalogue edit shows at once.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { essentialsQuery } from '@/features/catalogue';
import { refetchPushedQueries } from '@/shared/api/pushed-changes';

afterEach(() => vi.unstubAllGlobals());

const provider = { name: 'Sawtooth', slug: 'sawtooth', gameCount: 0 };

describe('essentialsQuery', () => {
  it('refetches past the caches when catalogueUpdated is pushed', async () => {
    const modes: RequestCache[] = [];
    // Stubbed, not MSW: this checks the request's `cache` mode, which MSW does not pass on.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('/api/tp-games/essentials');
        modes.push(init.cache ?? 'default');
        const providers = modes.length === 1 ? [] : [provider];
        return new Response(JSON.stringify({ games: [], providers }), { status: 200 });
      }),
    );
    const client = new QueryClient();
    const observer = new QueryObserver(client, essentialsQuery());
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());

    await refetchPushedQueries(client, 'catalogueUpdated');
    expect(observer.getCurrentResult().data?.providers).toHaveLength(1);
    expect(modes).toEqual(['default', 'no-cache']);
    stop();
  });
});
