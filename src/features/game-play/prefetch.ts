/**
 * Starts the game page's own data (the game and its fairness facts, one batched GraphQL
 * request) as soon as the route matches, while the page's code is still loading: the page then
 * draws its title, stage and fairness in its first render instead of a request later. A
 * separate entry from the feature's index, so the route can load it without the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { gameDetailsQuery, gameFairnessQuery } from './queries';

export function prefetchGamePage(queryClient: QueryClient, identifier: string): void {
  void queryClient.prefetchQuery(gameDetailsQuery(identifier));
  void queryClient.prefetchQuery(gameFairnessQuery(identifier));
}
