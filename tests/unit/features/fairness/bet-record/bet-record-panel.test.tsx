/**
 * A player opens one of their Originals' bets: the record is fetched by its round id and
 * shows the game, stake, multiplier, payout, profit, the seeds and nonce, and a "Verify" link
 * that opens /fair filled in. A bet that does not exist says so.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BetRecordPanel } from '@/features/fairness';
import { playerWith } from '../../wallet/user-fixture';
import { renderInRouter } from '../render-in-router';
import { betRecordWith } from './bet-record-fixture';

const server = mockRequests();

describe('the bet record', () => {
  it('shows what a player needs to know and check of a mines bet', async () => {
    server.use(http.get('/api/originals/bets/round-1', () => HttpResponse.json(betRecordWith())));
    await renderInRouter(<BetRecordPanel roundId="round-1" />, { user: playerWith() });
    const record = await screen.findByTestId('bet-record');
    expect(record).toHaveTextContent('Mines');
    expect(screen.getByTestId('bet-record-amount')).toHaveTextContent('$2.00 USDT');
    expect(screen.getByTestId('bet-record-multiplier')).toHaveTextContent('2.75×');
    expect(screen.getByTestId('bet-record-payout')).toHaveTextContent('$5.50');
    expect(screen.getByTestId('bet-record-profit')).toHaveTextContent('$3.50');
    expect(screen.getByTestId('bet-record-round-hash')).toHaveTextContent(
      'hash-of-the-server-seed',
    );
    expect(screen.getByTestId('bet-record-server-seed')).toHaveTextContent(
      'the-revealed-server-seed',
    );
    expect(screen.getByTestId('bet-record-client-seed')).toHaveTextContent('Xk3pQ9wL2mZr7Tb');
    expect(screen.getByTestId('bet-record-nonce')).toHaveTextContent('12');
    expect(record).toHaveTextContent('Tiles25');
    expect(record).toHaveTextContent('Number of mines3');
  });

  it('opens the verifier filled in with the bet', async () => {
    server.use(http.get('/api/originals/bets/round-1', () => HttpResponse.json(betRecordWith())));
    const { router } = await renderInRouter(<BetRecordPanel roundId="round-1" />, {
      user: playerWith(),
    });
    fireEvent.click(await screen.findByTestId('bet-record-verify'));
    await screen.findByTestId('fair-route');
    expect(router.state.location.pathname).toBe('/fair');
    expect(router.state.location.hash).toBe('verifier');
    expect(router.state.location.search).toEqual({
      game: 'mines',
      serverSeed: 'the-revealed-server-seed',
      clientSeed: 'Xk3pQ9wL2mZr7Tb',
      nonce: 12,
      gridCount: 25,
      minesCount: 3,
    });
  });

  it('says the server seed is hidden until the player rotates', async () => {
    server.use(
      http.get('/api/originals/bets/round-2', () =>
        HttpResponse.json(betRecordWith({ roundId: 'round-2', serverSeed: null, won: false })),
      ),
    );
    await renderInRouter(<BetRecordPanel roundId="round-2" />, { user: playerWith() });
    expect(await screen.findByTestId('bet-record-server-seed')).toHaveTextContent(
      'Hidden until you rotate your seed pair.',
    );
    expect(screen.getByTestId('bet-record-verify').getAttribute('href')).not.toContain(
      'serverSeed',
    );
  });

  it('says when the bet cannot be found, and asks for it by its round id', async () => {
    const requests = recordRequests(server);
    server.use(
      http.get('/api/originals/bets/:roundId', () =>
        HttpResponse.json({ error: { code: 1404, message: 'No such bet' } }, { status: 404 }),
      ),
    );
    await renderInRouter(<BetRecordPanel roundId="a/b" />, { user: playerWith() });
    await waitFor(() =>
      expect(screen.getByTestId('bet-record-error')).toHaveTextContent('This bet cannot be found.'),
    );
    expect((await requests.sent()).map(({ url }) => url)).toEqual(['/api/originals/bets/a%2Fb']);
  });
});
