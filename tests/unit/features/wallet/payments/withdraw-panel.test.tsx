import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBalances } from '@/contracts/wallet';
import type { Withdrawal } from '@/contracts/withdrawals';
import { WithdrawPanel } from '@/features/wallet/cashier/WithdrawPanel';
import {
  fakeServer,
  mockCashierServer,
  OPTIONS,
  player,
  renderCashier,
  settled,
} from './cashier-kit';

const server = mockCashierServer();

const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const rich = (twoFactorMethod: 'totp' | null = null) =>
  player({
    balances: { ...emptyBalances(), xrp: 100 },
    security: { twoFactorMethod, previousSignInAt: null, passwordChangedAt: null },
  });

function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '3',
    balanceType: 'xrp',
    amount: 30,
    coinAmount: 60,
    coinPrice: 0.5,
    status: 'pending',
    destination: `${ADDRESS} (tag 7)`,
    reason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
  document.cookie = 'kb_csrf=test-token-0123456789abcdef';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(amount: string, tag = '7') {
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.clear(screen.getByLabelText('XRP address'));
  await user.click(screen.getByLabelText('XRP address'));
  await user.paste(ADDRESS);
  if (tag)
    await user.type(screen.getByLabelText('Destination tag (if your wallet needs one)'), tag);
  return user;
}

describe('the withdraw tab', () => {
  it('refuses less than the minimum before asking the server', async () => {
    const sent = fakeServer(server, {
      'GET /api/withdrawals': () => ({ body: { withdrawals: [] } }),
    });
    renderCashier(<WithdrawPanel options={OPTIONS} />, rich());
    expect(screen.getByTestId('option-balance-amount')).toHaveTextContent('100.00 USD');
    await waitFor(() =>
      expect(screen.getByTestId('wallet-option-facts')).toHaveTextContent('20 USD (40 XRP)'),
    );
    const user = await fill('19.99');
    // The quote: 19.99 USD at 0.5 USD per XRP.
    expect(screen.getByTestId('withdraw-quote')).toHaveTextContent(
      'You receive 39.98 XRP at 0.5 USD per XRP; the price is fixed when you request.',
    );
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByText('The minimum withdrawal is 20 USD')).toBeInTheDocument();
    expect((await settled(sent)).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses more than the balance before asking the server', async () => {
    const sent = fakeServer(server, {
      'GET /api/withdrawals': () => ({ body: { withdrawals: [] } }),
    });
    renderCashier(<WithdrawPanel options={OPTIONS} />, rich());
    const user = await fill('100.01', '');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByText('This is more than your balance.')).toBeInTheDocument();
    expect((await settled(sent)).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('checks the address before sending', async () => {
    const sent = fakeServer(server, {
      'GET /api/withdrawals': () => ({ body: { withdrawals: [] } }),
    });
    renderCashier(<WithdrawPanel options={OPTIONS} />, rich());
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.type(screen.getByLabelText('XRP address'), '0xnotxrp');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByText('Enter a valid XRP address (it starts with r).')).toBeInTheDocument();
    expect((await settled(sent)).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('asks for the two-factor code when it is on, and shows the server’s refusal', async () => {
    let attempts = 0;
    const sent = fakeServer(server, {
      'GET /api/withdrawals': () => ({ body: { withdrawals: [] } }),
      'POST /api/withdrawals': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { error: { code: 1010, message: 'Invalid or expired code' } } }
          : { body: withdrawal() };
      },
    });
    renderCashier(<WithdrawPanel options={OPTIONS} />, rich('totp'));
    const user = await fill('30');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByText('Enter your two-factor code to withdraw')).toBeInTheDocument();
    await user.type(screen.getByTestId('withdraw-2fa'), '000000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    await user.clear(screen.getByTestId('withdraw-2fa'));
    await user.type(screen.getByTestId('withdraw-2fa'), '123456');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByTestId('withdraw-requested')).toBeInTheDocument();
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted.map((r) => r.body)).toEqual([
      {
        balanceType: 'xrp',
        amount: '30',
        destination: { address: ADDRESS, tag: '7' },
        twoFactorCode: '000000',
      },
      {
        balanceType: 'xrp',
        amount: '30',
        destination: { address: ADDRESS, tag: '7' },
        twoFactorCode: '123456',
      },
    ]);
    // Another code for the same withdrawal is still the same intended action.
    expect(posted[1]?.headers['idempotency-key']).toBe(posted[0]?.headers['idempotency-key']);
  });

  it('lists the new withdrawal as pending and cancels it', async () => {
    const sent = fakeServer(server, {
      'GET /api/withdrawals': () => ({ body: { withdrawals: [] } }),
      'POST /api/withdrawals': () => ({ body: withdrawal() }),
      'POST /api/withdrawals/3/cancel': () => ({ body: withdrawal({ status: 'cancelled' }) }),
    });
    renderCashier(<WithdrawPanel options={OPTIONS} />, rich());
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
    const user = await fill('30');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const row = await screen.findByTestId('withdrawal-row');
    expect(row).toHaveTextContent('30 USD → 60 XRP');
    expect(row).toHaveTextContent(`${ADDRESS} (tag 7)`);
    expect(row).toHaveTextContent('Pending');
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-row')).toHaveTextContent('Cancelled'),
    );
    expect(within(screen.getByTestId('withdrawal-row')).queryByRole('button')).toBeNull();
    expect(sent.some((r) => r.url === '/api/withdrawals/3/cancel')).toBe(true);
  });

  it('shows a declined withdrawal with its reason', async () => {
    fakeServer(server, {
      'GET /api/withdrawals': () => ({
        body: { withdrawals: [withdrawal({ status: 'declined', reason: 'Wrong network' })] },
      }),
    });
    renderCashier(<WithdrawPanel options={OPTIONS} />, rich());
    const row = await screen.findByTestId('withdrawal-row');
    expect(row).toHaveTextContent('Declined');
    expect(row).toHaveTextContent('Wrong network');
  });
});
