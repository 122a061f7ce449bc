/**
 * The cashier's Buy crypto tab: the partner's fee and the coins at the current price before
 * anything is sent, amounts outside the limits refused as the server refuses them, then one
 * keyed request and the partner's card page; the purchases listed with their status.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnrampOrder } from '@/contracts/onramp';
import { BuyPanel } from '@/features/wallet/cashier/BuyPanel';
import { fakeServer, mockCashierServer, renderCashier, settled } from '../payments/cashier-kit';

const server = mockCashierServer();

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
  document.cookie = 'kb_csrf=test-token-0123456789abcdef';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER: OnrampOrder = {
  id: 'or_abcdefghijklmnopqrstuvwx',
  coin: 'xrp',
  amount: 50,
  fee: 1.75,
  coinAmount: 96.5,
  coinPrice: 0.5,
  status: 'failed',
  txHash: null,
  failureReason: 'Your card was declined',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('the buy crypto tab', () => {
  it('quotes the coins, refuses amounts outside the limits, then sends the player to the partner', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent = fakeServer(server, {
      'GET /api/onramp/orders': () => ({ body: { orders: [ORDER] } }),
      'POST /api/onramp/orders': () => ({
        body: {
          order: { ...ORDER, status: 'pending', failureReason: null },
          checkoutUrl: `/sandbox/onramp/${ORDER.id}`,
        },
      }),
    });
    renderCashier(<BuyPanel />);
    const listed = await screen.findByTestId('onramp-order');
    expect(listed).toHaveTextContent('50 USD → 96.5 XRP');
    expect(listed).toHaveTextContent('Failed');
    expect(listed).toHaveTextContent('Your card was declined');

    await user.type(screen.getByLabelText('Amount'), '2500');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      screen.getByText('Buy between 20 and 2,000 USD of crypto at a time'),
    ).toBeInTheDocument();
    expect((await settled(sent)).filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    // 3.5 % of 50 is 1.75; 48.25 USD at 0.5 USD per XRP is 96.5 XRP.
    await waitFor(() =>
      expect(screen.getByTestId('buy-quote')).toHaveTextContent(
        'Partner fee 1.75 USD. You receive 96.5 XRP at 0.5 USD per XRP',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/onramp/${ORDER.id}`));
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ coin: 'xrp', amount: '50' });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
