/**
 * The essentials are checked against the contract a slice at a time, with the browser given a
 * turn between slices, so a phone's main thread is never held for the whole catalogue.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseEssentials } from '@/features/catalogue/data/parse-essentials';
import { ApiError } from '@/shared/api/api-error';
import { essentialGame } from '../game-fixture';

const providers = [{ name: 'Sawtooth', slug: 'sawtooth', gameCount: 1_200 }];
const catalogueOf = (count: number) => Array.from({ length: count }, () => essentialGame());

describe('parseEssentials', () => {
  it('checks 600 games in three slices, yielding between them, in order and linked', async () => {
    const games = catalogueOf(600);
    const pause = vi.fn(async () => {});
    const catalogue = await parseEssentials({ games, providers }, pause);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(catalogue.games.map((game) => game.identifier)).toEqual(
      games.map((game) => game.identifier),
    );
    expect(catalogue.games[0]?.link).toBe(`/game/${games[0]?.identifier}`);
    expect(catalogue.providers).toEqual(providers);
  });

  it('does not pause for a catalogue that fits in one slice', async () => {
    const pause = vi.fn(async () => {});
    const catalogue = await parseEssentials({ games: catalogueOf(3), providers }, pause);
    expect(catalogue.games).toHaveLength(3);
    expect(pause).not.toHaveBeenCalled();
  });

  it('fails the whole answer when one game in a later slice breaks the contract', async () => {
    const games: unknown[] = catalogueOf(600);
    games[520] = { ...essentialGame(), popularity: 'high' };
    await expect(parseEssentials({ games, providers }, async () => {})).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
