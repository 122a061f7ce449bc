// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeLobbyFilter, LOBBY_FILTERS } from '@/features/kadi/lobby-filters';
import { kadiLobbySearchSchema } from '@/features/kadi/search';

describe('Kadi lobby filters', () => {
  it('offers the spec tabs, with My games for signed-in players only', () => {
    expect(LOBBY_FILTERS.map((f) => f.id)).toEqual([
      'all',
      'my',
      'public',
      'private',
      'speed',
      'relaxed',
    ]);
    expect(LOBBY_FILTERS.filter((f) => f.signedInOnly).map((f) => f.id)).toEqual(['my']);
  });

  it('reads the active tab from the address of each spec link', () => {
    const tabOf = (query: Record<string, unknown>) =>
      activeLobbyFilter(kadiLobbySearchSchema.parse(query));
    expect(tabOf({})).toBe('all');
    expect(tabOf({ myGames: 'true' })).toBe('my');
    expect(tabOf({ visibility: 'Public' })).toBe('public');
    expect(tabOf({ visibility: 'Private' })).toBe('private');
    expect(tabOf({ gameMode: 'Speed' })).toBe('speed');
    expect(tabOf({ gameMode: 'Relaxed' })).toBe('relaxed');
    expect(tabOf({ visibility: 'Nonsense' })).toBe('all');
  });

  it('links each tab to an address that selects it again', () => {
    for (const filter of LOBBY_FILTERS) {
      expect(activeLobbyFilter(kadiLobbySearchSchema.parse(filter.search))).toBe(filter.id);
    }
  });
});
