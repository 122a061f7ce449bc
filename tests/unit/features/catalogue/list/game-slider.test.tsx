/**
 * A lobby row builds its tiles only when it comes near the screen, and only the first few
 * until the player scrolls it or moves into it, so a lobby of many rows does not build,
 * lay out and paint hundreds of off-screen tiles while a phone loads it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SLIDES, GameSlider } from '@/features/catalogue/list/GameSlider';
import { listGame } from '../game-fixture';
import { renderList } from '../render-list';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubObserver() {
  const callbacks: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return callbacks;
}

afterEach(() => vi.unstubAllGlobals());

const games = Array.from({ length: 16 }, (_, index) => listGame({ title: `Row game ${index}` }));
const tiles = () => screen.queryAllByTestId('game-thumbnail');

async function renderSlider() {
  const callbacks = stubObserver();
  await renderList(<GameSlider games={games} trackRef={createRef()} withFavorite={false} />, {
    games,
  });
  const comeNear = () => act(() => callbacks.at(-1)?.([{ isIntersecting: true }]));
  return { comeNear };
}

describe('GameSlider', () => {
  it('shows skeletons until the row comes near the screen, then its first slides', async () => {
    const { comeNear } = await renderSlider();
    expect(tiles()).toHaveLength(0);
    expect(screen.getAllByTestId('game-thumbnail-skeleton').length).toBeGreaterThan(0);
    comeNear();
    expect(tiles()).toHaveLength(FIRST_SLIDES);
    expect(FIRST_SLIDES).toBeLessThan(games.length);
  });

  it('shows the whole row once the player scrolls it', async () => {
    const { comeNear } = await renderSlider();
    comeNear();
    fireEvent.scroll(screen.getByTestId('game-slider'));
    expect(tiles()).toHaveLength(16);
  });

  it('shows the whole row once focus moves into it (keyboard players)', async () => {
    const { comeNear } = await renderSlider();
    comeNear();
    act(() => screen.getAllByRole('link')[0]?.focus());
    expect(tiles()).toHaveLength(16);
  });

  it('does not pulse its skeletons off the screen, where no player sees them wait', async () => {
    await renderSlider();
    const skeletons = screen.getAllByTestId('game-thumbnail-skeleton');
    for (const skeleton of skeletons)
      for (const part of skeleton.children) expect(part).not.toHaveAttribute('data-animate');
  });

  it('pulses its skeletons near the screen while its games load', async () => {
    const callbacks = stubObserver();
    await renderList(<GameSlider games={undefined} trackRef={createRef()} withFavorite={false} />, {
      games,
    });
    act(() => callbacks.at(-1)?.([{ isIntersecting: true }]));
    const skeletons = screen.getAllByTestId('game-thumbnail-skeleton');
    for (const skeleton of skeletons)
      for (const part of skeleton.children) expect(part).toHaveAttribute('data-animate', 'true');
  });
});
