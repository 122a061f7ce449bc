import { useQuery } from '@tanstack/react-query';
import type { User } from '@/contracts/user';
import { currentUserQuery } from './queries';

export interface CurrentUser {
  user: User | null;
  isSignedIn: boolean;
  /** The spec's 'loaded user' flag: true once the first load settled, even if it failed. */
  loaded: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { data, isFetched, isError } = useQuery(currentUserQuery());
  const user = data ?? null;
  return { user, isSignedIn: user !== null, loaded: data !== undefined || isFetched || isError };
}
