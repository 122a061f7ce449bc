import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './queries';

/**
 * For route loaders that need to know who is looking (spec part 1 §4.9, loader preconditions
 * for the account): the current user, fetched if not cached. A failure is only logged, like at
 * start-up; the page then treats the visitor as signed out. A file of its own: only lazy routes
 * use it, so it stays out of the first screen's script.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<void> {
  // Offline the fetch would pause until the network returns; the persisted player shows instead.
  if (!onlineManager.isOnline()) return;
  try {
    await queryClient.ensureQueryData(currentUserQuery());
  } catch (error) {
    console.error('[account] loading the current user failed', error);
  }
}
