import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Bonuses, BonusOffer, PlayerBonus } from '@/contracts/bonuses';
import { DepositBonusSection } from '@/features/wallet';
import { renderWithQuery } from '../../render-with-providers';

const server = mockRequests();

const offer: BonusOffer = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Big match',
  kind: 'match',
  minDeposit: 20,
  fixedAmount: null,
  matchPercent: 100,
  maxAmount: 200,
  wagerMultiple: 30,
  expiryHours: 168,
};

const active: PlayerBonus = {
  id: '22222222-2222-4222-8222-222222222222',
  offerId: '33333333-3333-4333-8333-333333333333',
  offerName: 'Welcome',
  minDeposit: 10,
  state: 'active',
  claimedAt: '2025-01-01T00:00:00.000Z',
  expiresAt: '2099-01-08T00:00:00.000Z',
  balanceType: 'usdt',
  depositAmount: 10,
  amount: 5,
  wagerRequirement: 150,
  wagered: 37.5,
  removedAmount: null,
  endedAt: null,
};

/** A server that keeps the player's bonuses: a forfeit changes what the next read returns. */
function serve(initial: Bonuses, forfeited?: PlayerBonus) {
  let state = initial;
  server.use(
    http.get('/api/bonuses', () => HttpResponse.json(state)),
    http.post('/api/bonuses/:id/forfeit', () => {
      if (!forfeited) return HttpResponse.json({});
      state = { ...state, bonuses: [forfeited] };
      return HttpResponse.json({ bonus: forfeited });
    }),
  );
  return recordRequests(server);
}

function renderSection() {
  return renderWithQuery(<DepositBonusSection />);
}

describe('DepositBonusSection', () => {
  it('shows the active bonus with its wager progress and holds offers back meanwhile', async () => {
    serve({ offers: [offer], bonuses: [active] });
    renderSection();
    const card = await screen.findByTestId('player-bonus');
    expect(within(card).getByTestId('bonus-state').textContent).toBe('Active');
    expect(within(card).getByTestId('bonus-progress-text').textContent).toBe(
      'Wagered 37.50 of 150.00 (25%)',
    );
    expect(within(card).getByText('Bonus: 5.00 USDT')).toBeInTheDocument();
    const offerCard = screen.getByTestId('bonus-offer');
    expect(offerCard.textContent).toContain('100% of your deposit, up to 200.00');
    expect(offerCard.textContent).toContain('Time limit: 7 days');
    expect(within(offerCard).getByRole('button', { name: 'Claim bonus' })).toBeDisabled();
  });

  it('forfeits only after the confirmation, sending confirm: true', async () => {
    const requests = serve(
      { offers: [], bonuses: [active] },
      { ...active, state: 'forfeited', wagerRequirement: 0, removedAmount: 5 },
    );
    renderSection();
    await userEvent.click(await screen.findByTestId('bonus-forfeit'));
    const dialog = await screen.findByRole('dialog', { name: 'Forfeit bonus' });
    expect((await requests.sent()).some(({ url }) => url.endsWith('/forfeit'))).toBe(false);
    expect(within(dialog).getByTestId('bonus-forfeit-warning').textContent).toContain(
      'Your own deposit stays',
    );
    await userEvent.click(within(dialog).getByTestId('bonus-forfeit-confirm'));
    await waitFor(() => expect(screen.getByTestId('bonus-state').textContent).toBe('Forfeited'));
    const call = (await requests.sent()).find(({ url }) => url.endsWith('/forfeit'));
    expect(call?.url).toBe(`/api/bonuses/${active.id}/forfeit`);
    expect(call?.body).toEqual({ confirm: true });
    expect(
      screen.getByText('You forfeited this bonus; 5.00 was removed from your balance.'),
    ).toBeInTheDocument();
  });

  it('offers a claim when nothing is in progress', async () => {
    serve({ offers: [offer], bonuses: [] });
    renderSection();
    const button = await screen.findByRole('button', { name: 'Claim bonus' });
    expect(button).toBeEnabled();
  });
});
