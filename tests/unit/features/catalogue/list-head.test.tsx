/**
 * A list's first page from the server's small list-head answer (issue 20): the player sees
 * tiles before the whole catalogue (the essentials) arrives, the essentials are asked for only
 * once that answer is in, and the list then carries on from the essentials with the same tiles.
 * A failed first page leaves the list waiting for the essentials as before.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  favoritesSource,
  type ListSource,
  providerSource,
  tagListKey,
  tagSource,
} from '@/catalogue/list-source';
import { selectListGames } from '@/catalogue/select-list-games';
import {
  ESSENTIALS_PATH,
  type Essentials,
  FAVORITES_HEAD_PATH,
  LIST_HEAD_PATH,
} from '@/contracts/catalogue';
import { pageResponsesHtml } from '@/contracts/page-responses';
import { GameList } from '@/features/catalogue/list/GameList';
import { ProviderPage } from '@/features/catalogue/ProviderPage';
import { TagPage } from '@/features/catalogue/TagPage';
import { settingsResponse } from '../settings/settings-fixture';
import { playerWith } from '../wallet/user-fixture';
import { essentialGame } from './game-fixture';
import { renderList } from './render-list';

const server = mockRequests();

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const slotsTag = { id: 't-slots', slug: 'slots' };
const source: ListSource = {
  key: 'tag:slots',
  filter: { tags: ['slots'] },
  order: { kind: 'popularity' },
  pageSize: 4,
};
const essentials: Essentials = {
  games: [
    essentialGame({ title: 'Aztec Gold', popularity: 60, tags: [slotsTag] }),
    essentialGame({ title: 'Gates of Olympus', popularity: 90, tags: [slotsTag] }),
    essentialGame({ title: 'Zeus Rising', popularity: 50, tags: [slotsTag] }),
    essentialGame({ title: 'Book of Dead', popularity: 80, tags: [slotsTag] }),
    essentialGame({ title: 'Lightning Roulette', category: 'livecasino' }),
    essentialGame({ title: 'Sweet Bonanza', popularity: 70, tags: [slotsTag] }),
  ],
  providers: [],
};
// What the server answers: the list's first page as the client would pick it.
const listed = selectListGames(essentials.games, source, 'desktop');
const firstPage = { games: listed.slice(0, source.pageSize), total: listed.length };
const FIRST_PAGE_TITLES = ['Gates of Olympus', 'Book of Dead', 'Sweet Bonanza', 'Aztec Gold'];

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Serves the first page and the essentials, each when the test opens its gate. */
function serveCatalogue(head: () => Response | Promise<Response>, catalogue = essentials) {
  const headGate = gate();
  const essentialsGate = gate();
  server.use(
    http.get('/api/settings/get', () => HttpResponse.json(settingsResponse())),
    http.get(LIST_HEAD_PATH, async () => {
      await headGate.opened;
      return head();
    }),
    http.get(ESSENTIALS_PATH, async () => {
      await essentialsGate.opened;
      return HttpResponse.json(catalogue);
    }),
  );
  const { sent } = recordRequests(server);
  const paths = async () =>
    (await sent())
      .map((request) => request.url.split('?')[0])
      .filter((path) => path?.startsWith('/api/tp-games/'));
  return { openHead: headGate.open, openEssentials: essentialsGate.open, paths };
}

const tiles = () => screen.queryAllByTestId('game-thumbnail');
const titles = () => tiles().map((tile) => tile.textContent);

describe('a list before the catalogue arrives', () => {
  it('shows the first page its page carried at once, without asking for it', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage));
    const url = `${LIST_HEAD_PATH}?${new URLSearchParams({ list: source.key, device: 'desktop' })}`;
    document.body.insertAdjacentHTML('beforeend', pageResponsesHtml({ [url]: firstPage }));
    await renderList(<GameList source={source} />, { games: null });
    // The head's answer is never let through: the tiles are the page's.
    expect(titles()).toEqual(FIRST_PAGE_TITLES);
    fireEvent.scroll(window);
    await waitFor(async () => expect(await served.paths()).toContain(ESSENTIALS_PATH));
    expect(await served.paths()).not.toContain(LIST_HEAD_PATH);
    served.openEssentials();
  });

  it('shows the first page from the server, then the same tiles from the essentials', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage));
    await renderList(<GameList source={source} />, { games: null });
    await waitFor(async () => expect(await served.paths()).toContain(LIST_HEAD_PATH));
    expect(screen.getByTestId('game-grid')).toHaveAttribute('aria-busy', 'true');

    served.openHead();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    const fromHead = tiles();
    expect(screen.getByTestId('load-more')).toBeInTheDocument();

    served.openEssentials();
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(titles()).toEqual([...FIRST_PAGE_TITLES, 'Zeus Rising']));
    // The very same elements: nothing on screen was replaced or moved.
    expect(tiles().slice(0, 4)).toEqual(fromHead);
    for (const [index, tile] of fromHead.entries()) expect(tiles()[index]).toBe(tile);
  });

  it('asks for the essentials only once the first page is in', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage));
    await renderList(<GameList source={source} />, { games: null });
    await waitFor(async () => expect(await served.paths()).toContain(LIST_HEAD_PATH));
    // Reaching for the page before its first page is in asks for nothing more.
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await served.paths()).not.toContain(ESSENTIALS_PATH);

    served.openHead();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    fireEvent.scroll(window);
    await waitFor(async () => expect(await served.paths()).toContain(ESSENTIALS_PATH));
    const order = await served.paths();
    expect(order.indexOf(LIST_HEAD_PATH)).toBeLessThan(order.indexOf(ESSENTIALS_PATH));
    served.openEssentials();
  });

  it('asks for the essentials only once the player reaches for the page after the first page', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage));
    await renderList(<GameList source={source} />, { games: null });
    served.openHead();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    // Idle, and then some: the first page is all the player has asked to see.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await served.paths()).not.toContain(ESSENTIALS_PATH);

    fireEvent.scroll(window);
    await waitFor(async () => expect(await served.paths()).toContain(ESSENTIALS_PATH));
    served.openEssentials();
  });

  it('keeps "Load more" pressed early busy until the essentials bring the next page', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage));
    await renderList(<GameList source={source} />, { games: null });
    served.openHead();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    fireEvent.click(screen.getByTestId('load-more'));
    expect(screen.getByTestId('load-more')).toHaveAttribute('data-loading', 'true');
    expect(titles()).toEqual(FIRST_PAGE_TITLES);

    served.openEssentials();
    await waitFor(() => expect(titles()).toEqual([...FIRST_PAGE_TITLES, 'Zeus Rising']));
  });

  it('shows skeletons, not the first page, for a search typed before the essentials', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage));
    await renderList(<GameList source={source} />, { games: null });
    served.openHead();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    fireEvent.change(screen.getByTestId('list-search'), { target: { value: 'zeus' } });
    await waitFor(() => expect(tiles()).toHaveLength(0));
    expect(screen.getByTestId('game-grid')).toHaveAttribute('aria-busy', 'true');

    served.openEssentials();
    await waitFor(() => expect(titles()).toEqual(['Zeus Rising']));
  });

  it('keeps the first page and offers a retry when the essentials then fail', async () => {
    let essentialsAnswers = 0;
    server.use(
      http.get('/api/settings/get', () => HttpResponse.json(settingsResponse())),
      http.get(LIST_HEAD_PATH, () => HttpResponse.json(firstPage)),
      http.get(ESSENTIALS_PATH, () => {
        essentialsAnswers += 1;
        return essentialsAnswers === 1
          ? HttpResponse.json({ error: { code: 1500, message: 'Down' } }, { status: 500 })
          : HttpResponse.json(essentials);
      }),
    );
    await renderList(<GameList source={source} />, { games: null });
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    fireEvent.pointerDown(document.body);
    expect(await screen.findByTestId('games-error')).toBeInTheDocument();
    expect(titles()).toEqual(FIRST_PAGE_TITLES);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('games-error')).toBeNull());
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(titles()).toEqual([...FIRST_PAGE_TITLES, 'Zeus Rising']));
  });

  it('falls back to the essentials when the first page fails (an older server)', async () => {
    const served = serveCatalogue(() =>
      HttpResponse.json({ error: { code: 1404, message: 'Not found' } }, { status: 404 }),
    );
    await renderList(<GameList source={source} />, { games: null });
    served.openHead();
    await waitFor(async () => expect(await served.paths()).toContain(ESSENTIALS_PATH));
    expect(tiles()).toHaveLength(0);

    served.openEssentials();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
  });

  it('falls back to the essentials when the first page cannot be fetched (offline)', async () => {
    const served = serveCatalogue(() => HttpResponse.error());
    await renderList(<GameList source={source} />, { games: null });
    served.openHead();
    served.openEssentials();
    await waitFor(() => expect(titles()).toEqual(FIRST_PAGE_TITLES));
    expect(await served.paths()).toEqual([LIST_HEAD_PATH, ESSENTIALS_PATH]);
  });
});

describe('a provider page before the catalogue arrives', () => {
  const studio = { slug: 'sawtooth-studios', name: 'Sawtooth Studios', gameCount: 5 };

  it('titles itself and shows its games from the first page, with the figures that stay', async () => {
    const studioSource = providerSource(studio);
    const listedHere = selectListGames(essentials.games, studioSource, 'desktop');
    const served = serveCatalogue(
      () =>
        HttpResponse.json({
          games: listedHere.slice(0, studioSource.pageSize),
          total: listedHere.length,
          provider: studio,
        }),
      { ...essentials, providers: [studio] },
    );
    await renderList(<ProviderPage path={studio.slug} />, { games: null });
    served.openHead();
    expect(await screen.findByText('5 games from this studio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sawtooth Studios');
    await waitFor(() => expect(tiles()).toHaveLength(6));
    const fromHead = tiles();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(async () => expect(await served.paths()).toContain(ESSENTIALS_PATH));
    served.openEssentials();
    await waitFor(() => expect(screen.getByTestId('provider-filter')).toBeEnabled());
    expect(screen.getByText('5 games from this studio')).toBeInTheDocument();
    for (const [index, tile] of fromHead.entries()) expect(tiles()[index]).toBe(tile);
  });
});

describe("the player's favorites before the catalogue arrives", () => {
  const player = playerWith({ id: 'u-heads' });
  // Newest game first: the favorites' own order is not the order of popularity.
  const hearted = essentials.games
    .slice(0, 4)
    .map((game, index) => ({ ...game, createdAt: `2024-0${index + 1}-01T00:00:00.000Z` }));
  const catalogue = { games: [...hearted, ...essentials.games.slice(4)], providers: [] };
  const identifiers = hearted.map((game) => game.identifier);
  const listedHere = selectListGames(catalogue.games, favoritesSource(identifiers), 'desktop');
  const OWN_ORDER = ['Book of Dead', 'Zeus Rising', 'Gates of Olympus', 'Aztec Gold'];

  it('shows their first page from the server, then the same tiles from the essentials', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage), catalogue);
    const headGate = gate();
    server.use(
      http.get(FAVORITES_HEAD_PATH, async ({ request }) => {
        await headGate.opened;
        expect(new URL(request.url).searchParams.get('device')).toBe('desktop');
        return HttpResponse.json({ games: listedHere, total: listedHere.length });
      }),
    );
    await renderList(<TagPage tag="favorites" />, {
      games: null,
      user: player,
      favorites: identifiers,
    });
    await waitFor(async () => expect(await served.paths()).toContain(FAVORITES_HEAD_PATH));
    expect(tiles()).toHaveLength(0);

    headGate.open();
    await waitFor(() => expect(titles()).toEqual(OWN_ORDER));
    const fromHead = tiles();
    expect(await served.paths()).not.toContain(ESSENTIALS_PATH);

    fireEvent.scroll(window);
    await waitFor(async () => expect(await served.paths()).toContain(ESSENTIALS_PATH));
    served.openEssentials();
    await waitFor(() => expect(screen.getByTestId('provider-filter')).toBeEnabled());
    expect(titles()).toEqual(OWN_ORDER);
    for (const [index, tile] of fromHead.entries()) expect(tiles()[index]).toBe(tile);
    // A tag's first-page call is for lists everyone shares, never for someone's favorites.
    expect(await served.paths()).not.toContain(LIST_HEAD_PATH);
  });

  it('says "No favorites yet" from an empty first page, without the essentials', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage), catalogue);
    server.use(http.get(FAVORITES_HEAD_PATH, () => HttpResponse.json({ games: [], total: 0 })));
    await renderList(<TagPage tag="favorites" />, { games: null, user: player, favorites: [] });
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(await served.paths()).toEqual([FAVORITES_HEAD_PATH]);
  });

  it('asks a visitor to sign in, and the server for nothing', async () => {
    const served = serveCatalogue(() => HttpResponse.json(firstPage), catalogue);
    await renderList(<TagPage tag="favorites" />, { games: null, user: null });
    expect(await screen.findByText('Sign in to see your favorites')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await served.paths()).toEqual([]);
  });
});

/** As the tag page: the list's key from the address at once, its source once the tag loads. */
function TagList(props: {
  listKey: string;
  onSetter: (set: (source: ListSource) => void) => void;
}) {
  const [source, setSource] = useState<ListSource | undefined>(undefined);
  props.onSetter(setSource);
  return <GameList source={source} listKey={props.listKey} />;
}

describe('a tag list before its tag loads', () => {
  const rouletteTag = {
    id: 't-roulette',
    slug: 'roulette',
    title: 'Roulette',
    pageSize: 3,
    showOnHomepage: false,
  };
  const rouletteRef = { id: rouletteTag.id, slug: rouletteTag.slug };
  // The tag's own order (its priorities) is not the order of popularity.
  const roulette = [
    essentialGame({ title: 'Auto Roulette', popularity: 10, tags: [rouletteRef] }),
    essentialGame({ title: 'French Roulette', popularity: 90, tags: [rouletteRef] }),
    essentialGame({ title: 'Speed Roulette', popularity: 50, tags: [rouletteRef] }),
    essentialGame({ title: 'Mini Roulette', popularity: 70, tags: [rouletteRef] }),
  ].map((game, index) => ({ ...game, tagPriorities: { [rouletteTag.id]: 100 - index } }));
  const rouletteSource = tagSource(rouletteTag);
  const OWN_ORDER = ['Auto Roulette', 'French Roulette', 'Speed Roulette'];

  it('shows its first page in the tag’s own order, and the same tiles once the tag is known', async () => {
    const listedHere = selectListGames(roulette, rouletteSource, 'desktop');
    const served = serveCatalogue(
      () => HttpResponse.json({ games: listedHere.slice(0, 3), total: listedHere.length }),
      { games: roulette, providers: [] },
    );
    let showTag = () => {};
    await renderList(
      <TagList
        listKey={tagListKey('roulette')}
        onSetter={(set) => (showTag = () => set(rouletteSource))}
      />,
      { games: null },
    );
    served.openHead();
    await waitFor(() => expect(titles()).toEqual(OWN_ORDER));
    const fromHead = tiles();

    showTag();
    await waitFor(() => expect(screen.getByTestId('sort-select')).toHaveValue('Recommended'));
    expect(titles()).toEqual(OWN_ORDER);
    for (const [index, tile] of fromHead.entries()) expect(tiles()[index]).toBe(tile);
    served.openEssentials();
  });
});
