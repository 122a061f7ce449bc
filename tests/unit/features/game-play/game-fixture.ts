/** A third-party slot as GraphQL TPGame answers it, for the game page's tests. */
import type { FullGame } from '@/contracts/catalogue';

export const frozenRaiders: FullGame = {
  id: 'g1',
  title: 'Frozen Raiders',
  identifier: 'aurora-spin-frozen-raiders',
  provider: 'Aurora Spin',
  blacklist: [],
  tagIds: [],
  hasFunMode: true,
  category: 'slots',
  popularity: 10,
  gid: 'fr',
  squareImage: '/thumbnails/aurora-spin-frozen-raiders.webp',
  releasedAt: '2026-01-01T00:00:00.000Z',
  aggregator: 'relayline',
  iframeSubdomain: null,
  devices: ['desktop', 'mobile'],
  tagPriorities: {},
  tags: [],
  isFavorite: false,
};
