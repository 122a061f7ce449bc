import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/contracts/user';
import { reconnectSocket } from '@/shared/api/socket';
import { accountKeys } from './queries';

/**
 * After a sign-in or sign-up: load the player the new session belongs to, then reconnect the
 * socket, which connected as a visitor, so the server puts it in the player's room (per-player
 * events such as kyc_change). Answers the player as loaded.
 */
export async function refreshSignedInSession(queryClient: QueryClient): Promise<User | null> {
  await queryClient.refetchQueries({ queryKey: accountKeys.current });
  reconnectSocket();
  return queryClient.getQueryData<User | null>(accountKeys.current) ?? null;
}
