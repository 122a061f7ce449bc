/**
 * /fair as a visitor opens it from a shared "Verify" link: the explanation of the scheme, a
 * sign-in prompt where a player's seeds would be, and the verifier already showing the bet
 * (`@/games` faked, see fake-games.ts).
 */
import { screen } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it, vi } from 'vitest';
import { FairPage } from '@/features/fairness';
import { renderInRouter } from './render-in-router';

vi.mock('@/games', () => import('./fake-games'));

const server = mockRequests();

describe('the provably fair page', () => {
  it('explains the scheme, asks a visitor to sign in and shows the linked bet', async () => {
    const requests = recordRequests(server);
    await renderInRouter(
      <FairPage
        verify={{
          game: 'linearmines',
          serverSeed: 'revealed',
          clientSeed: 'Xk3pQ9wL2mZr7Tb',
          nonce: 0,
          difficulty: 'hard',
        }}
      />,
      { user: null },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Provably fair');
    expect(screen.getByText(/"client seed:nonce:round"/)).toBeInTheDocument();
    expect(screen.getByTestId('seeds-sign-in')).toBeInTheDocument();
    expect(screen.getByTestId('verifier-server-seed')).toHaveValue('revealed');
    expect(screen.getAllByRole('img', { name: /^Lane \d+/ })).toHaveLength(20);
    expect(screen.getByTestId('verifier-lane-result')).toHaveTextContent('Lane 5 is hit');
    expect(await requests.settledCount()).toBe(0);
  });
});
