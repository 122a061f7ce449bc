/** The favorites list's source: the player's favorite identifiers, newest game first. */
import { useMemo } from 'react';
import { favoritesSource, type ListSource } from '@/catalogue/list-source';
import { useFavorites } from '../data/use-favorites';

export function useFavoritesSource(): ListSource | undefined {
  const { identifiers, isLoading, isSignedIn } = useFavorites();
  return useMemo(
    () => (isSignedIn && !isLoading ? favoritesSource(identifiers) : undefined),
    [identifiers, isLoading, isSignedIn],
  );
}
