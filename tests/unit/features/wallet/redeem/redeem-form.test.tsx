/**
 * Redeeming a promo code: an empty or over-long code is refused in words before anything is
 * sent; a redeemed code shows what it gave, and 'Redeem another code' starts from an empty
 * field; a refusal names the code.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it, vi } from 'vitest';
import { RedeemForm } from '@/features/wallet/redeem/RedeemForm';
import { apiError, json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';

// The real widget solves a proof of work in a worker; this one is solved by a click.
vi.mock('@/features/captcha', () => ({
  CaptchaField: ({ onChange }: { onChange: (solution: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved')}>
      Solve
    </button>
  ),
}));

withCsrfCookie();
const server = mockRequests();

const codeField = () => screen.getByRole('textbox', { name: 'Promo code' });
const redeem = () => fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));

function type(code: string) {
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
}

describe('the redeem form', () => {
  it('refuses an empty or over-long code in words and sends nothing', async () => {
    const requests = recordRequests(server);
    renderWithQuery(<RedeemForm />);
    type('   ');
    redeem();
    expect(await screen.findByText('Enter a promo code.')).toBeInTheDocument();
    type('x'.repeat(65));
    redeem();
    expect(await screen.findByText('A promo code has at most 64 characters.')).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
  });

  it('shows what a redeemed code gave, and starts afresh for another', async () => {
    answerEvery(server, ({ url }) =>
      url === '/api/promo/redeemCode'
        ? json({ ok: true, code: 'welcome10', amount: 10, balanceType: 'xrp', balance: 10 })
        : json({ redemptions: [] }),
    );
    const requests = recordRequests(server);
    renderWithQuery(<RedeemForm />);
    type(' WELCOME10 ');
    redeem();
    expect(await screen.findByTestId('redeem-success')).toHaveTextContent(
      'Code welcome10 redeemed',
    );
    const sent = (await requests.sent()).find(({ url }) => url === '/api/promo/redeemCode');
    expect(sent?.body).toEqual({ code: 'welcome10', recaptcha: 'solved' });

    fireEvent.click(screen.getByRole('button', { name: 'Redeem another code' }));
    expect(codeField()).toHaveValue('');
  });

  it('names the code the server refused', async () => {
    answerEvery(server, () => apiError('This code has expired'));
    renderWithQuery(<RedeemForm />);
    type('Spring');
    redeem();
    await waitFor(() =>
      expect(screen.getByTestId('redeem-error')).toHaveTextContent('Code spring was not redeemed'),
    );
    expect(screen.getByTestId('redeem-error')).toHaveTextContent('This code has expired');
  });
});
