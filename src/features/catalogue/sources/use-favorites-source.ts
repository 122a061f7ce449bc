/** The favorites list's source: the player's favorite identifiers, newest game first. */
import { useMemo } from 'react';
import { useFavorites } from '../data/use-favorites';
import { favoritesSource, type ListSource } from './list-source';

export function useFavoritesSource(): ListSource | undefined {
  const { identifiers, isLoading, isSignedIn } = useFavorites();
  return useMemo(
    () => (isSignedIn && !isLoading ? favoritesSource(identifiers) : undefined),
    [identifiers, isLoading, isSignedIn],
  );
}
