/**
 * A returning player opens a game page while their account is still on its way: the page waits
 * for it with its placeholder rather than draw a visitor's stage that their notice would then
 * push down (and start a visitor's fun session only to replace it).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TP_GAME_QUERY } from '@/contracts/catalogue-graphql';
import { SESSION_HINT_COOKIE } from '@/contracts/user';
import { GamePage } from '@/features/game-play';
import { gameDetailsQuery } from '@/features/game-play/queries';
import { graphqlRequest } from '@/shared/api/graphql';
import { renderWithProviders } from '../render-with-providers';
import { playerWith } from '../wallet/user-fixture';
import { frozenRaiders } from './game-fixture';

vi.mock('@/shared/api/graphql', () => ({ graphqlRequest: vi.fn() }));

const server = mockRequests();

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
  document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
});

async function openGamePage(client: QueryClient) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <GamePage identifier={frozenRaiders.identifier} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

describe('GamePage for a player whose account is loading', () => {
  it('shows the placeholder until it knows who plays, then the stage with their notice', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    let answerAccount: (response: Response) => void = () => {};
    answerEvery(server, (request) =>
      request.url.startsWith('/api/account/get')
        ? new Promise<Response>((resolve) => {
            answerAccount = resolve;
          })
        : new Promise<Response>(() => {}),
    );
    vi.mocked(graphqlRequest).mockImplementation((document) =>
      document === TP_GAME_QUERY
        ? (Promise.resolve({ tpGame: frozenRaiders }) as never)
        : new Promise<never>(() => {}),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await openGamePage(client);

    await waitFor(() =>
      expect(client.getQueryData(gameDetailsQuery(frozenRaiders.identifier).queryKey)).toEqual(
        frozenRaiders,
      ),
    );
    // The game is there, the player is not yet: nothing is drawn that would move.
    expect(screen.getByTestId('game-page-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('game-stage')).toBeNull();

    answerAccount(Response.json(playerWith()));
    // An empty balance: the demo note opens the stage from its first paint.
    expect(await screen.findByTestId('game-demo-note')).toBeInTheDocument();
    expect(screen.getByTestId('game-title')).toHaveTextContent('Frozen Raiders');
    expect(screen.queryByTestId('game-page-loading')).toBeNull();
  });
});
