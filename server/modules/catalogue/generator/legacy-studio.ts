/**
 * The games of the previous site's studio (Sawtooth Studios; the old paths are in
 * src/contracts/legacy-studio-paths.ts), so every old link, bookmark and affiliate URL lands on
 * a real game page and the studio's provider page lists them. Slots, played through the
 * sandbox aggregator like the invented studios' games; seeded per identifier, so the rest of
 * the generated catalogue is unchanged by them.
 */
import { LEGACY_STUDIO, LEGACY_STUDIO_PATHS } from '@/contracts/legacy-studio-paths';
import type { GeneratedGame } from './catalogue';
import { createRandom } from './random';

export const LEGACY_PROVIDER = { slug: LEGACY_STUDIO.providerPath, name: LEGACY_STUDIO.name };

/** The previous site ran from here until the catalogue opened (launch). */
const OLD_SITE_OPENED = Date.UTC(2018, 0, 1);
const DAY = 86_400_000;

export function legacyStudioGames(launch: number): GeneratedGame[] {
  const targets = [...LEGACY_STUDIO_PATHS.values()].flatMap((target) =>
    target.kind === 'game' ? [target] : [],
  );
  return targets.map(({ identifier, title }, index): GeneratedGame => {
    const random = createRandom(identifier);
    const releasedAt = new Date(
      OLD_SITE_OPENED + random.int(0, Math.floor((launch - OLD_SITE_OPENED) / DAY)) * DAY,
    );
    return {
      identifier,
      title,
      providerSlug: LEGACY_PROVIDER.slug,
      category: 'slots',
      devices: ['mobile', 'desktop'],
      popularity: random.int(500, 4_000) / 100,
      releasedAt,
      createdAt: new Date(launch),
      hasFunMode: true,
      blacklist: [],
      aggregator: 'direct',
      gid: `SAWs${String(index + 1).padStart(4, '0')}`,
      iframeSubdomain: null,
      overrideLink: null,
      tags: { slots: random.int(0, 400) },
    };
  });
}
