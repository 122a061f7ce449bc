/** The lobby's filter tabs and the address each one stands for (spec part 1 §2.3). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconCards,
  IconHourglass,
  IconLock,
  IconRun,
  IconUser,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { KadiLobbySearch } from './search';

export type LobbyFilterId = 'all' | 'my' | 'public' | 'private' | 'speed' | 'relaxed';

export interface LobbyFilter {
  id: LobbyFilterId;
  label: MessageDescriptor;
  Icon: TablerIcon;
  search: { myGames?: true; visibility?: 'Public' | 'Private'; gameMode?: 'Speed' | 'Relaxed' };
  signedInOnly?: boolean;
}

export const LOBBY_FILTERS: readonly LobbyFilter[] = [
  { id: 'all', label: msg`All`, Icon: IconCards, search: {} },
  { id: 'my', label: msg`My games`, Icon: IconUser, search: { myGames: true }, signedInOnly: true },
  { id: 'public', label: msg`Public`, Icon: IconUsers, search: { visibility: 'Public' } },
  { id: 'private', label: msg`Private`, Icon: IconLock, search: { visibility: 'Private' } },
  { id: 'speed', label: msg`Speed`, Icon: IconRun, search: { gameMode: 'Speed' } },
  { id: 'relaxed', label: msg`Relaxed`, Icon: IconHourglass, search: { gameMode: 'Relaxed' } },
];

/** Which tab the address selects; the spec's links carry one filter at a time. */
export function activeLobbyFilter(filters: KadiLobbySearch): LobbyFilterId {
  if (filters.myGames) return 'my';
  if (filters.visibility === 'Public') return 'public';
  if (filters.visibility === 'Private') return 'private';
  if (filters.gameMode === 'Speed') return 'speed';
  if (filters.gameMode === 'Relaxed') return 'relaxed';
  return 'all';
}
