/**
 * The casino lobby builds its last list, all games, only when the player comes near it: no
 * first screen shows it, and its tiles and toolbar were a good part of a phone's first render.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasinoPage } from '@/features/catalogue/CasinoPage';
import { listGame } from './game-fixture';
import { renderList } from './render-list';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** IntersectionObserver by element, so a test can bring one element near the screen. */
function stubObserver() {
  const observed = new Map<Element, Callback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: Callback) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    },
  );
  return (element: Element) =>
    act(() => observed.get(element)?.([{ isIntersecting: true, target: element }]));
}

afterEach(() => vi.unstubAllGlobals());

const games = Array.from({ length: 30 }, (_, index) => listGame({ title: `Lobby game ${index}` }));

describe('the casino lobby', () => {
  it('builds all games only once the player comes near them', async () => {
    const comeNear = stubObserver();
    await renderList(<CasinoPage category={undefined} />, { games });
    const marker = await screen.findByTestId('lobby-all-games-marker');
    expect(screen.queryByText('All games')).toBeNull();

    comeNear(marker);
    expect(await screen.findByText('All games')).toBeInTheDocument();
    expect(screen.queryByTestId('lobby-all-games-marker')).toBeNull();
  });
});
