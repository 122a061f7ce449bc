// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LEGACY_STUDIO,
  LEGACY_STUDIO_PATHS,
  legacyStudioRedirect,
} from '@/contracts/legacy-studio-paths';

describe('legacy studio paths', () => {
  it('holds about 90 entries, games and provider pages', () => {
    expect(LEGACY_STUDIO_PATHS.size).toBeGreaterThanOrEqual(85);
    expect(LEGACY_STUDIO_PATHS.size).toBeLessThanOrEqual(95);
    const kinds = new Set([...LEGACY_STUDIO_PATHS.values()].map((t) => t.kind));
    expect(kinds).toEqual(new Set(['game', 'provider']));
  });

  it('uses lower-case, url-safe slugs and unique game identifiers of the studio', () => {
    const identifiers = new Set<string>();
    for (const [slug, target] of LEGACY_STUDIO_PATHS) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (target.kind === 'game') {
        expect(target.identifier).toMatch(/^sawtooth-[a-z0-9-]+$/);
        expect(identifiers.has(target.identifier)).toBe(false);
        identifiers.add(target.identifier);
      }
    }
  });

  it('redirects a game slug to its game page and a hub slug to the provider page', () => {
    expect(legacyStudioRedirect('gold-rush-express')).toBe('/game/sawtooth-gold-rush-express');
    expect(legacyStudioRedirect('stackem')).toBe('/game/sawtooth-stackem-steve');
    expect(legacyStudioRedirect('lobby')).toBe(`/provider/${LEGACY_STUDIO.providerPath}`);
    expect(legacyStudioRedirect('LOBBY')).toBe(`/provider/${LEGACY_STUDIO.providerPath}`);
  });

  it('knows nothing of other slugs', () => {
    expect(legacyStudioRedirect('not-a-game')).toBeUndefined();
    expect(legacyStudioRedirect('')).toBeUndefined();
  });
});
