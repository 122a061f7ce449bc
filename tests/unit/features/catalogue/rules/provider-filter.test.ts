// @vitest-environment node
// @own-module-graph: one case imports the module afresh, to see what loading it builds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  matchesProviders,
  providerFilterDisabled,
  providerOptions,
  sortNames,
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

describe('provider names order', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads case and accents aside, as a reader expects', () => {
    expect(sortNames(['beta', 'Émeraude', 'Alpha', 'ebony', 'Zeta', 'alpha'])).toEqual([
      'Alpha',
      'alpha',
      'beta',
      'ebony',
      'Émeraude',
      'Zeta',
    ]);
  });

  it('builds no Intl collator: its first one in a page is a long task on a phone', async () => {
    const collator = vi.spyOn(Intl, 'Collator');
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    vi.resetModules();
    const fresh = await import('@/features/catalogue/rules/provider-filter');
    const list = [game('Nolimit City'), game('Élan Games'), game('aurora Spin')];
    expect(fresh.providerOptions(list, list, []).map((option) => option.name)).toEqual([
      'aurora Spin',
      'Élan Games',
      'Nolimit City',
    ]);
    expect(collator).not.toHaveBeenCalled();
    expect(localeCompare).not.toHaveBeenCalled();
  });
});
