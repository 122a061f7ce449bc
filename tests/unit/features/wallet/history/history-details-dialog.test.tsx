/**
 * A player opens one entry of their history: an Original's bet (its reference is the game and
 * its meta the round) shows the bet record under the entry's facts, fetched by round id,
 * with its Verify link; any other entry shows its facts alone and asks for no bet.
 */
import { screen } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HistoryDetails } from '@/contracts/wallet-history';
import { HistoryDetailsDialog } from '@/features/wallet/history/HistoryDetailsDialog';
import { betRecordWith } from '../../fairness/bet-record/bet-record-fixture';
import { renderInRouter } from '../../fairness/render-in-router';
import { playerWith } from '../user-fixture';

const server = mockRequests();

function entry(reference: string | null, meta: Record<string, unknown>): HistoryDetails {
  return {
    entry: {
      id: '41',
      transactionId: 'tx-41',
      type: 'bet',
      balanceType: 'usdt',
      amount: -2,
      balanceAfter: 98,
      reference,
      meta,
      createdAt: '2026-11-20T12:00:00.000Z',
    },
    legs: [{ account: 'player', own: true, amount: -2 }],
  };
}

const openEntry = () =>
  renderInRouter(<HistoryDetailsDialog params={{ tabKey: 'bets', row: '41' }} close={() => {}} />, {
    user: playerWith(),
  });

describe('the history details of an entry', () => {
  it('shows an Original’s bet record, fetched by its round id, with the way to verify it', async () => {
    server.use(
      http.get('/api/wallet/history/41', () =>
        HttpResponse.json(entry('mines', { roundId: 'round-1' })),
      ),
      http.get('/api/originals/bets/round-1', () => HttpResponse.json(betRecordWith())),
    );
    await openEntry();
    expect(await screen.findByTestId('history-details')).toBeInTheDocument();
    expect(await screen.findByTestId('bet-record')).toHaveTextContent('Mines');
    expect(screen.getByTestId('bet-record-nonce')).toHaveTextContent('12');
    expect(screen.getByTestId('bet-record-verify')).toHaveAttribute(
      'href',
      expect.stringContaining('/fair?game=mines'),
    );
  });

  it('shows another entry’s facts alone and asks for no bet', async () => {
    const requests = recordRequests(server);
    server.use(
      http.get('/api/wallet/history/41', () =>
        HttpResponse.json(entry('third-party-slot', { roundId: 'round-9' })),
      ),
    );
    await openEntry();
    expect(await screen.findByTestId('history-details')).toBeInTheDocument();
    expect(screen.queryByTestId('bet-record')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bet-record-loading')).not.toBeInTheDocument();
    expect((await requests.sent()).map(({ url }) => url)).toEqual(['/api/wallet/history/41']);
  });

  it('shows no bet record for an Original’s entry without a round', async () => {
    server.use(http.get('/api/wallet/history/41', () => HttpResponse.json(entry('dice', {}))));
    await openEntry();
    expect(await screen.findByTestId('history-details')).toBeInTheDocument();
    expect(screen.queryByTestId('bet-record-loading')).not.toBeInTheDocument();
  });
});
