/**
 * The ~40 studios of the generated catalogue: invented names (no real brand is implied), what
 * each makes and how much of it, which aggregator carries it and where it may not be offered.
 * The generator turns each line into that many games; the counts add up to 4,600.
 */

export type StudioKind = 'slots' | 'live' | 'gameshows' | 'table' | 'instant';

export interface ProviderPlan {
  slug: string;
  name: string;
  /** Prefix of the provider's own game ids (gid). */
  gidPrefix: string;
  /** How many games it makes of each kind. */
  makes: Partial<Record<StudioKind, number>>;
  aggregator: string;
  /** Countries where none of its games may be offered (licence). */
  blockedIn: readonly string[];
  /** Takes part in the Drops & Wins network promotion. */
  dropsAndWins: boolean;
}

const p = (
  slug: string,
  name: string,
  gidPrefix: string,
  makes: ProviderPlan['makes'],
  aggregator: string,
  blockedIn: readonly string[] = [],
  dropsAndWins = false,
): ProviderPlan => ({ slug, name, gidPrefix, makes, aggregator, blockedIn, dropsAndWins });

export const PROVIDER_PLANS: readonly ProviderPlan[] = [
  p('northlight', 'Northlight Gaming', 'nl', { slots: 300, table: 10 }, 'direct', ['US'], true),
  p('red-fox', 'Red Fox Studios', 'rf', { slots: 260 }, 'relayline', [], true),
  p('blue-harbor', 'Blue Harbor Live', 'bhl', { live: 150, gameshows: 30 }, 'direct', ['US', 'FR']),
  p('golden-reel', 'Golden Reel Works', 'grw', { slots: 240, table: 8 }, 'relayline', ['GB']),
  p('starforge', 'Starforge Interactive', 'sf', { slots: 210 }, 'gamehub', [], true),
  p('lucky-lantern', 'Lucky Lantern', 'll', { slots: 190, instant: 10 }, 'gamehub'),
  p('iron-crown', 'Iron Crown Games', 'icg', { slots: 175 }, 'relayline', ['NL']),
  p('velvet-rope', 'Velvet Rope Live', 'vrl', { live: 110, gameshows: 20 }, 'direct', ['US']),
  p('jade-dragon', 'Jade Dragon Play', 'jdp', { slots: 160, table: 12 }, 'gamehub', ['CN']),
  p('thunderpeak', 'Thunderpeak', 'tp', { slots: 150 }, 'relayline', [], true),
  p('mosaic', 'Mosaic Gaming', 'mg', { slots: 125, table: 10 }, 'direct'),
  p('silver-arrow', 'Silver Arrow', 'sa', { slots: 120 }, 'gamehub', ['AU']),
  p('coral-bay', 'Coral Bay Studios', 'cb', { slots: 134 }, 'relayline'),
  p('nightjar', 'Nightjar Games', 'nj', { slots: 110, instant: 6 }, 'gamehub'),
  p('wildcard-live', 'Wildcard Live', 'wcl', { live: 90, gameshows: 25 }, 'relayline', [
    'GB',
    'US',
  ]),
  p('ember-owl', 'Ember Owl', 'eo', { slots: 105 }, 'direct', [], true),
  p('pixel-pirates', 'Pixel Pirates', 'pp', { slots: 60, instant: 40 }, 'gamehub'),
  p('aurora-spin', 'Aurora Spin', 'as', { slots: 100 }, 'relayline', ['SE']),
  p('kingsway', 'Kingsway Interactive', 'kw', { slots: 95, table: 15 }, 'direct'),
  p('sunfire', 'Sunfire Studios', 'sun', { slots: 95 }, 'gamehub', [], true),
  p('quartz', 'Quartz Games', 'qz', { slots: 110 }, 'relayline'),
  p('tidal-wave', 'Tidal Wave Gaming', 'tw', { slots: 90 }, 'gamehub', ['ES']),
  p('moonstone', 'Moonstone', 'ms', { slots: 85, table: 5 }, 'direct'),
  p('crimson-tiger', 'Crimson Tiger', 'ct', { slots: 85 }, 'relayline', [], true),
  p('orbit', 'Orbit Instant', 'oi', { instant: 80 }, 'gamehub'),
  p('highland', 'Highland Reels', 'hr', { slots: 80 }, 'relayline', ['GB']),
  p('spinwright', 'Spinwright', 'sw', { slots: 80 }, 'direct'),
  p('casa-verde', 'Casa Verde Live', 'cvl', { live: 70 }, 'gamehub', ['ES', 'PT']),
  p('bright-ace', 'Bright Ace', 'ba', { slots: 40, table: 35 }, 'relayline'),
  p('cobalt', 'Cobalt Play', 'cp', { slots: 75 }, 'gamehub', [], true),
  p('sable', 'Sable Entertainment', 'se', { slots: 70 }, 'direct', ['FR']),
  p('gilded-lotus', 'Gilded Lotus', 'gl', { slots: 70 }, 'relayline'),
  p('fable-forge', 'Fable Forge', 'ff', { slots: 65 }, 'gamehub'),
  p('outlaw', 'Outlaw Gaming', 'og', { slots: 60 }, 'relayline', ['US', 'AU']),
  p('prism-live', 'Prism Live', 'pl', { live: 45, gameshows: 25 }, 'direct'),
  p('maple-leaf', 'Maple Leaf Games', 'mlg', { slots: 55 }, 'gamehub', ['CA']),
  p('zephyr', 'Zephyr Studios', 'zs', { slots: 50, instant: 20 }, 'relayline'),
  p('boldline', 'Boldline', 'bl', { slots: 50 }, 'direct'),
  p('tinker-bros', 'Tinker Bros', 'tb', { slots: 30, instant: 20 }, 'gamehub'),
  p('old-oak', 'Old Oak Tables', 'oot', { table: 40 }, 'relayline'),
];
