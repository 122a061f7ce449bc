/**
 * The signed-in player's favorites as a set of identifiers; empty for visitors, who have none
 * (spec part 1 §6).
 */
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/shared/session';
import { favoritesQuery } from './queries';

const NONE: readonly string[] = [];

export interface Favorites {
  /** Identifiers, most recently added last. */
  identifiers: readonly string[];
  isSignedIn: boolean;
  isLoading: boolean;
  isError: boolean;
}

export function useFavorites(): Favorites {
  const { user, isSignedIn } = useCurrentUser();
  const query = useQuery({ ...favoritesQuery(user?.id ?? ''), enabled: isSignedIn });
  return {
    identifiers: isSignedIn ? (query.data ?? NONE) : NONE,
    isSignedIn,
    isLoading: isSignedIn && query.isPending,
    isError: query.isError,
  };
}
