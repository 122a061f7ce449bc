/**
 * Opening a game's page starts its own data as the route matches, before the page's code has
 * loaded: the game and its fairness facts in one batched GraphQL request, left in the cache
 * where the page reads them, so the page draws its title and facts in its first render.
 */
import { QueryClient } from '@tanstack/react-query';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it } from 'vitest';
import { prefetchGamePage } from '@/features/game-play/prefetch';
import { gameDetailsQuery, gameFairnessQuery } from '@/features/game-play/queries';
import { frozenRaiders } from './game-fixture';

const server = mockRequests();

const game = frozenRaiders;
const fairness = { identifier: game.identifier, aggregator: 'relayline', rtp: 96.31 };

describe('prefetchGamePage', () => {
  it('asks for the game and its fairness in one request and caches them for the page', async () => {
    answerEvery(server, (request) =>
      request.url.startsWith('/api/graphql')
        ? Response.json([{ data: { tpGame: game } }, { data: { gameFairness: fairness } }])
        : new Response(null, { status: 204 }),
    );
    const requests = recordRequests(server);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    prefetchGamePage(client, game.identifier);

    await expect
      .poll(() => client.getQueryData(gameFairnessQuery(game.identifier).queryKey))
      .toEqual(fairness);
    expect(client.getQueryData(gameDetailsQuery(game.identifier).queryKey)).toEqual(game);
    const graphql = (await requests.sent()).filter((r) => r.url.startsWith('/api/graphql'));
    expect(graphql).toHaveLength(1);
    const operations = graphql[0]?.body as { document: string; query?: string }[];
    expect(operations).toHaveLength(2);
    expect(JSON.stringify(operations)).toMatch(/TPGame[\s\S]*GameFairness/);
  });
});
