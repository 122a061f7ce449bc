// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  matchesProviders,
  providerFilterDisabled,
  providerOptions,
} from '@/features/catalogue/rules/provider-filter';

const game = (provider: string) => ({ provider });

describe('provider filter (spec part 1 §5)', () => {
  it('lets every game through when nothing is selected', () => {
    expect(matchesProviders(game('A'), [])).toBe(true);
  });

  it('applies only when the game’s provider is in the selected list', () => {
    expect(matchesProviders(game('A'), ['A', 'B'])).toBe(true);
    expect(matchesProviders(game('C'), ['A', 'B'])).toBe(false);
  });

  it('is disabled while loading or when there are no providers', () => {
    expect(providerFilterDisabled(true, [{}])).toBe(true);
    expect(providerFilterDisabled(false, [])).toBe(true);
    expect(providerFilterDisabled(false, [{}])).toBe(false);
  });
});

describe('provider filter options (spec part 1 §3)', () => {
  const list = [game('Beta'), game('Alpha'), game('Beta'), game('Gamma')];

  it('names each provider of the list once, alphabetically, with its count', () => {
    expect(providerOptions(list, list, [])).toEqual([
      { name: 'Alpha', count: 1, disabled: false },
      { name: 'Beta', count: 2, disabled: false },
      { name: 'Gamma', count: 1, disabled: false },
    ]);
  });

  it('counts what the search left and disables providers with none, unless selected', () => {
    const searched = [game('Beta')];
    expect(providerOptions(list, searched, ['Gamma'])).toEqual([
      { name: 'Alpha', count: 0, disabled: true },
      { name: 'Beta', count: 1, disabled: false },
      { name: 'Gamma', count: 0, disabled: false },
    ]);
  });

  it('has no options for an empty list', () => {
    expect(providerOptions([], [], [])).toEqual([]);
  });
});
