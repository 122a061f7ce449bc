/**
 * The site's Permissions-Policy header must let the game frame have what its allow attribute
 * asks for: a feature the header keeps to the site's own origin, or denies, would be silently
 * missing in a provider's game.
 */

import { PERMISSIONS_POLICY } from '@server/plugins/security-headers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameFrame } from '@/features/game-play/GameFrame';
import { renderWithProviders } from '../render-with-providers';

describe('the game frame and the Permissions-Policy header', () => {
  it('lets the frame delegate every feature it allows, whatever its origin', () => {
    renderWithProviders(<GameFrame url="https://games.example/play" title="Fruit Party" />);
    const allow = screen.getByTitle('Fruit Party game').getAttribute('allow') ?? '';
    const features = allow
      .split(';')
      .map((entry) => entry.trim().split(/\s+/)[0])
      .filter(Boolean);
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(PERMISSIONS_POLICY[feature ?? ''], feature).toBe('*');
  });
});
