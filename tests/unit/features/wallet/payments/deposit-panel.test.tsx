import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deposit } from '@/contracts/payments';
import { emptyBalances } from '@/contracts/wallet';
import { DepositPanel } from '@/features/wallet/cashier/DepositPanel';
import { paymentKeys } from '@/features/wallet/cashier/payment-keys';
import {
  fakeServer,
  mockCashierServer,
  OPTIONS,
  player,
  renderCashier,
  settled,
} from './cashier-kit';

const server = mockCashierServer();

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
  document.cookie = 'kb_csrf=test-token-0123456789abcdef';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ADDRESS = {
  balanceType: 'xrp',
  address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  tag: 12345678,
  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  network: 'XRP Ledger',
  confirmations: 1,
};

function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: '7',
    method: 'mpesa',
    balanceType: 'mpesa',
    amount: 50,
    coinAmount: null,
    coinPrice: null,
    status: 'pending',
    reference: null,
    confirmations: null,
    requiredConfirmations: null,
    phone: '2547•••••678',
    failureReason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('the deposit tab', () => {
  it('offers every option in priority order and shows the XRP address, tag, QR code, price and balance', async () => {
    fakeServer(server, {
      'GET /api/payments/addresses/xrp': () => ({ body: ADDRESS }),
      'GET /api/payments/deposits': () => ({ body: { deposits: [] } }),
    });
    renderCashier(
      <DepositPanel options={OPTIONS} />,
      player({ balances: { ...emptyBalances(), xrp: 12.5 } }),
    );
    expect(screen.getByTestId('wallet-option-picker').textContent).toMatch(/XRP.*PIX.*M-Pesa/);
    const facts = screen.getByTestId('wallet-option-facts');
    // Minimums are dollars; at 0.5 USD per XRP the 10 USD minimum is 20 XRP.
    await waitFor(() => expect(facts).toHaveTextContent('10 USD (20 XRP)'));
    expect(facts).toHaveTextContent('1 XRP = 0.5 USD');
    expect(facts).toHaveTextContent('1 network confirmation');
    expect(screen.getByTestId('option-balance-amount')).toHaveTextContent('12.50 USD');
    expect(await screen.findByTestId('deposit-address')).toHaveValue(ADDRESS.address);
    expect(screen.getByTestId('deposit-tag')).toHaveValue('12345678');
    expect(
      screen.getByRole('img', { name: 'QR code of your XRP deposit address' }),
    ).toHaveAttribute('src', ADDRESS.qrDataUrl);
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
  });

  it('says why no address is shown when the server refuses one', async () => {
    fakeServer(server, {
      'GET /api/payments/addresses/xrp': () => ({
        status: 403,
        body: { error: { code: 1013, message: 'You are taking a break until 2 March' } },
      }),
      'GET /api/payments/deposits': () => ({ body: { deposits: [] } }),
    });
    renderCashier(<DepositPanel options={OPTIONS} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are taking a break until 2 March',
    );
  });
});

describe('an M-Pesa deposit', () => {
  it('checks phone and amount as the server does, then sends one key per intended payment', async () => {
    const user = userEvent.setup({ delay: null });
    let posts = 0;
    const sent = fakeServer(server, {
      'GET /api/payments/deposits': () => ({ body: { deposits: [] } }),
      'POST /api/payments/mpesa': () => {
        posts += 1;
        if (posts === 1) throw new TypeError('connection reset');
        return { body: { deposit: deposit(), checkoutUrl: null } };
      },
    });
    const { queryClient } = renderCashier(<DepositPanel options={OPTIONS} />);
    await user.click(screen.getByText('M-Pesa'));
    const pay = screen.getByRole('button', { name: 'Pay with M-Pesa' });
    await user.type(screen.getByLabelText('M-Pesa phone number'), '+1 555 010');
    await user.type(screen.getByLabelText('Amount'), '0.2');
    await user.click(pay);
    expect(
      screen.getByText('Enter a Kenyan M-Pesa number, for example 254712345678'),
    ).toBeInTheDocument();
    expect(screen.getByText('The minimum deposit is 0.385 USD')).toBeInTheDocument();
    expect((await settled(sent)).filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('M-Pesa phone number'));
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712 345 678');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    await user.click(pay);
    expect(await screen.findByTestId('mpesa-pending')).toHaveTextContent('2547•••••678');

    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted.map((r) => r.body)).toEqual([
      { phone: '254712345678', amount: '50' },
      { phone: '254712345678', amount: '50' },
    ]);
    const keys = posted.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    // The provider answers: the socket's update of the list shows the payment received.
    queryClient.setQueryData(paymentKeys.deposits, [
      deposit({ status: 'confirmed', reference: 'QWE123' }),
    ]);
    expect(await screen.findByTestId('mpesa-confirmed')).toHaveTextContent(
      'Payment received: 50 USD was added to your M-Pesa balance.',
    );
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    // The same phone stays filled in; a new payment of the same amount is a new action.
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0712 345 678');
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(3));
    const third = sent.filter((r) => r.method === 'POST')[2];
    expect(third?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('shows a failed payment with the provider’s reason', async () => {
    const user = userEvent.setup({ delay: null });
    fakeServer(server, {
      'GET /api/payments/deposits': () => ({ body: { deposits: [] } }),
      'POST /api/payments/mpesa': () => ({ body: { deposit: deposit(), checkoutUrl: null } }),
    });
    const { queryClient } = renderCashier(<DepositPanel options={OPTIONS} />);
    await user.click(screen.getByText('M-Pesa'));
    await user.type(screen.getByLabelText('M-Pesa phone number'), '254712345670');
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await screen.findByTestId('mpesa-pending');
    queryClient.setQueryData(paymentKeys.deposits, [
      deposit({ status: 'failed', failureReason: 'Request cancelled by user' }),
    ]);
    expect(await screen.findByTestId('mpesa-failed')).toHaveTextContent(
      'The payment did not go through: Request cancelled by user',
    );
  });
});

describe('a cash deposit', () => {
  it('needs at least 10, then goes to the provider’s checkout page', async () => {
    const user = userEvent.setup({ delay: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent = fakeServer(server, {
      'GET /api/payments/deposits': () => ({ body: { deposits: [] } }),
      'POST /api/payments/cash': () => ({
        body: {
          deposit: deposit({ method: 'cash', balanceType: 'cash', phone: null }),
          checkoutUrl: '/sandbox/checkout/cs_abcdefghijklmnopqrstuv',
        },
      }),
    });
    renderCashier(<DepositPanel options={OPTIONS} />);
    await user.click(screen.getByText('PIX'));
    await user.type(screen.getByLabelText('Amount'), '9');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('The minimum deposit is 10 USD')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_abcdefghijklmnopqrstuv'),
    );
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ amount: '25' });
  });
});
