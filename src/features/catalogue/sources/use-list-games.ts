/**
 * The games of one list, from the essentials query: undefined while the catalogue loads.
 * Memoised on the catalogue and the source, so typing in the search box reuses it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListSource } from '@/catalogue/list-source';
import { selectListGames } from '@/catalogue/select-list-games';
import { essentialsQuery } from '../data/queries';
import { useDeviceClass } from '../data/use-device-class';
import type { ListGame } from '../rules/list-game';

export interface ListGames {
  games: ListGame[] | undefined;
  isError: boolean;
  refetch: () => void;
}

export function useListGames(source: ListSource | undefined): ListGames {
  const device = useDeviceClass();
  const { data, isError, refetch } = useQuery(essentialsQuery());
  const games = useMemo(
    () => (data && source ? selectListGames(data.games, source, device) : undefined),
    [data, source, device],
  );
  return { games, isError, refetch: () => void refetch() };
}
