/**
 * The fairness dialog opened from a game: the player's active pair with rotation, and the way
 * to the verifier, set to that game when it is an Original.
 */
import { fireEvent, screen } from '@testing-library/react';
import { mockRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FairnessDialog } from '@/features/fairness/FairnessDialog';
import { playerWith } from '../wallet/user-fixture';
import { renderInRouter } from './render-in-router';

const server = mockRequests();

const SEEDS = {
  active: { serverSeedHash: 'hash-of-active', clientSeed: 'OldSeed12345678', nonce: 5 },
  previous: [],
};

describe('the fairness dialog', () => {
  it('shows the active pair and opens the verifier on the Original it was opened from', async () => {
    server.use(http.get('/api/fairness/seeds', () => HttpResponse.json(SEEDS)));
    const { router } = await renderInRouter(
      <FairnessDialog params={{ gameName: 'towers' }} close={() => {}} />,
      { user: playerWith() },
    );
    expect(await screen.findByTestId('active-server-seed-hash')).toHaveTextContent(
      'hash-of-active',
    );
    expect(screen.getByTestId('rotate-seeds')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('fairness-open-verifier'));
    await screen.findByTestId('fair-route');
    expect(router.state.location.search).toEqual({ game: 'towers' });
  });

  it('opens the verifier as it is for a game that is not an Original', async () => {
    await renderInRouter(<FairnessDialog params={{ gameName: 'crash' }} close={() => {}} />, {
      user: null,
    });
    expect(screen.getByTestId('seeds-sign-in')).toBeInTheDocument();
    expect(screen.getByTestId('fairness-open-verifier')).toHaveAttribute('href', '/fair#verifier');
  });
});
