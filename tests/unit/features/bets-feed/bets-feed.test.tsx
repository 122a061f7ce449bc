/**
 * The live bets feed as a visitor and a player see it: the newest bets of each tab from the
 * server, then each bet settled since on top as the socket brings it (12 rows at most, the
 * area never changing height), "my bets" only for a signed-in player, with their own bets
 * even when their name is hidden, and every game linking to its page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serverPush } from '@tests/support/fake-socket-io';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BetsFeedEvent, BetsFeedRow, BetsFeedTab } from '@/contracts/bets-feed';
import { connectSocket } from '@/shared/api/socket';
import { playerWith } from '../wallet/user-fixture';
import { renderFeed } from './render-feed';

vi.mock(
  'socket.io-client',
  async () => (await import('@tests/support/fake-socket-io')).fakeSocketIo,
);

const server = mockRequests();
beforeAll(() => connectSocket());

let counter = 0;
function bet(overrides: Partial<BetsFeedRow> = {}): BetsFeedRow {
  counter += 1;
  return {
    id: `dice:round-${counter}`,
    game: 'dice',
    gameName: 'Dice',
    player: 'baraka',
    time: '2026-11-28T04:00:00.000Z',
    betAmount: 1,
    multiplier: 2,
    payout: 2,
    ...overrides,
  };
}

/** The server's newest rows per tab; "mine" refused to visitors as the server does. */
function serveTabs(rows: Partial<Record<BetsFeedTab, BetsFeedRow[]>>) {
  server.use(
    http.get('/api/bets-feed/latest', ({ request }) => {
      const tab = (new URL(request.url).searchParams.get('tab') ?? 'all') as BetsFeedTab;
      return HttpResponse.json({ rows: rows[tab] ?? [] });
    }),
  );
  return recordRequests(server);
}

const push = (event: BetsFeedEvent) => serverPush('bets_feed:new', { bets: [event] });
const shownRows = () => screen.getAllByTestId('bets-feed-row');
const gameOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent;

describe('the live bets feed', () => {
  it('shows a visitor the newest bets, without a my bets tab', async () => {
    const first = bet({ gameName: 'Towers', game: 'towers', player: null, payout: 1234.5 });
    serveTabs({ all: [first, bet()] });
    await renderFeed(null);

    await waitFor(() => expect(shownRows()).toHaveLength(2));
    const [row] = shownRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Towers')).toBeTruthy();
    expect(within(row).getByText('Hidden')).toBeTruthy();
    expect(within(row).getByText('$1,234.50')).toBeTruthy();
    expect(within(row).getByText('2.00×')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All bets', 'High rollers', 'Lucky wins']);
    for (const tab of screen.getAllByRole('tab')) expect(tab.style.minWidth).toBe('8.5rem');
  });

  it('puts a new bet on top of the tabs it belongs to, keeping 12 rows', async () => {
    const twelve = Array.from({ length: 12 }, () => bet());
    serveTabs({ all: twelve, high: [bet({ payout: 150 })] });
    await renderFeed(null);
    fireEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'All bets' }));
    await waitFor(() => expect(shownRows()).toHaveLength(12));

    const bigWin = bet({ game: 'mines', gameName: 'Mines', betAmount: 10, payout: 500 });
    push({ row: bigWin, mine: false });
    await waitFor(() => expect(gameOf(shownRows()[0] as HTMLElement)).toBe('Mines'));
    expect(shownRows()).toHaveLength(12);
    expect(shownRows()[0]?.dataset.fresh).toBe('true');
    expect(shownRows()[1]?.dataset.fresh).toBeUndefined();
    // The oldest of the twelve made room.
    expect(screen.queryAllByText('Dice')).toHaveLength(11);

    fireEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    expect(gameOf(shownRows()[0] as HTMLElement)).toBe('Mines');
    // The first rows of a tab are just there; only bets that arrive slide in.
    expect(shownRows().every((row) => row.dataset.fresh === undefined)).toBe(true);
  });

  it('leaves a bet that is not lucky out of lucky wins, and shows it once when it raced the page', async () => {
    const raced = bet();
    serveTabs({ all: [raced], lucky: [] });
    await renderFeed(null);
    fireEvent.click(screen.getByRole('tab', { name: 'Lucky wins' }));
    expect(await screen.findByText('No bets yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'All bets' }));
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    push({ row: raced, mine: false });
    push({ row: bet({ multiplier: 30, payout: 0.3, betAmount: 0.01 }), mine: false });
    await waitFor(() => expect(shownRows()).toHaveLength(2));

    fireEvent.click(screen.getByRole('tab', { name: 'Lucky wins' }));
    expect(await screen.findByText('No bets yet.')).toBeTruthy();
  });

  it('gives a player their own bets in my bets even when their name is hidden', async () => {
    const requests = serveTabs({ all: [], mine: [] });
    await renderFeed(playerWith({ id: 'u1', name: 'amina' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'My bets' }));
    expect(await screen.findByText('No bets yet.')).toBeTruthy();
    expect((await requests.sent()).map((request) => request.url)).toContain(
      '/api/bets-feed/latest?tab=mine',
    );

    push({ row: bet({ player: 'someone' }), mine: false });
    push({
      row: bet({ player: null, game: 'linearmines', gameName: 'Mission Uncrossable' }),
      mine: true,
    });
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    const [own] = shownRows();
    expect(gameOf(own as HTMLElement)).toBe('Mission Uncrossable');
    expect(within(own as HTMLElement).getByText('Hidden')).toBeTruthy();
  });

  it('links each game to its page and opens it in the app', async () => {
    serveTabs({ all: [bet()] });
    const { router } = await renderFeed(null);
    const link = await screen.findByRole('link', { name: 'Dice' });
    expect(link.getAttribute('href')).toBe('/dice');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dice'));
  });

  it('ignores a malformed push', async () => {
    serveTabs({ all: [bet()] });
    await renderFeed(null);
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverPush('bets_feed:new', { bets: [{ row: { ...bet(), payout: 'lots' }, mine: false }] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bets_feed:new'), expect.any(Array));
    expect(shownRows()).toHaveLength(1);
  });
});
