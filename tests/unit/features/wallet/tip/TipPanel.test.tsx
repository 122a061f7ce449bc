import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  answerEvery,
  mockRequests,
  type RecordedRequests,
  recordRequests,
} from '@tests/support/request-mocks';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { TipPanel } from '@/features/wallet/cashier/TipPanel';
import type { NamedWalletOption } from '@/features/wallet/cashier/use-cashier-options';
import { visibleWalletOptions } from '@/features/wallet/wallet-options';
import { accountKeys } from '@/shared/session';
import { renderWithQuery } from '../../render-with-providers';
import { clearTestCookie, setTestCookie } from '../../test-cookies';
import { testUser } from '../user-fixture';

const NAMES = { xrp: 'XRP', cash: 'PIX', mpesa: 'M-Pesa' };
const options: NamedWalletOption[] = visibleWalletOptions({
  switches: { flags: { cashEnabled: true, mpesaEnabled: true }, features: [] },
}).map((o) => ({ ...o, name: NAMES[o.balanceType] }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SENT = {
  ok: true,
  transactionId: '41',
  amount: 2.5,
  balanceType: 'xrp',
  toUserName: 'baraka',
  isPrivate: false,
  balance: 7.5,
  replayed: false,
};

const server = mockRequests();

/** A lost answer: the app's fetch fails as on a dropped connection. */
const lostAnswer = () => HttpResponse.error();

/** The server: GET /account/get answers the player; transfers answer `transfers` in turn. */
function serve(...transfers: Response[]) {
  const queue = [...transfers];
  answerEvery(server, ({ url }) => {
    if (url === '/api/account/get')
      return json(testUser({ balances: { ...testUser().balances, xrp: 7.5 } }));
    const next = queue.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next;
  });
  return recordRequests(server);
}

function renderPanel(user: User = testUser()) {
  return renderWithQuery(<TipPanel options={options} />, { user }).client;
}

async function transferCalls(requests: RecordedRequests) {
  return (await requests.sent())
    .filter(({ url }) => url === '/api/account/transfer')
    .map((sent) => ({
      key: sent.headers.get('idempotency-key') ?? undefined,
      body: sent.body as Record<string, unknown>,
    }));
}

function fillAndContinue(recipient: string, amount: string) {
  fireEvent.change(screen.getByLabelText("Player's username"), { target: { value: recipient } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

// The CSRF cookie writes carry, and the session hint that makes the app ask for the player.
beforeEach(() => {
  setTestCookie('kb_csrf', 'test-token');
  setTestCookie('kb_session', '1');
});
afterEach(() => {
  clearTestCookie('kb_csrf');
  clearTestCookie('kb_session');
});

describe('TipPanel', () => {
  it('offers only options that can be tipped and shows the chosen balance', () => {
    renderPanel();
    const values = screen.getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(values).toEqual(['xrp', 'mpesa']);
    expect(screen.getByTestId('tip-balance')).toHaveTextContent('Your XRP balance: $10.00');
  });

  it('refuses an amount above the balance and a tip to yourself before asking the server', async () => {
    const requests = serve();
    renderPanel();
    fillAndContinue('Amina', '10.5');
    expect(screen.getByText('You cannot tip yourself.')).toBeInTheDocument();
    expect(screen.getByText('The amount is more than your balance.')).toBeInTheDocument();
    expect(screen.queryByTestId('tip-confirm')).toBeNull();
    expect(await requests.settledCount()).toBe(0);
  });

  it('confirms, sends once per key (a lost answer is retried with the same key), and resets', async () => {
    const requests = serve(lostAnswer(), json(SENT));
    const client = renderPanel();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fillAndContinue('baraka', '2.5');
    expect(screen.getByTestId('tip-confirm')).toHaveTextContent('Send $2.50 to baraka?');
    expect(screen.getByTestId('tip-confirm')).toHaveTextContent('From your XRP balance.');
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));

    await waitFor(() => expect(screen.queryByTestId('tip-confirm')).toBeNull(), {
      timeout: 4_000,
    });
    const calls = await transferCalls(requests);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(calls[0]?.body).toEqual({
      username: 'baraka',
      amount: 2.5,
      isPrivate: false,
      balanceType: 'xrp',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.current });
    expect(screen.getByLabelText("Player's username")).toHaveValue('');
    // The refreshed player shows the new balance.
    await waitFor(() =>
      expect(screen.getByTestId('tip-balance')).toHaveTextContent('Your XRP balance: $7.50'),
    );
  });

  it("shows the server's refusal and keeps the key when the same tip is sent again", async () => {
    const requests = serve(
      json({ error: { code: 1005, message: 'baraka does not accept tips from you' } }, 403),
      json(SENT),
    );
    renderPanel();
    fillAndContinue('baraka', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'baraka does not accept tips from you',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    await waitFor(async () => expect(await transferCalls(requests)).toHaveLength(2));
    const [first, second] = await transferCalls(requests);
    expect(second?.key).toBe(first?.key);
  });

  it('keeps one key per tip: the same tip again reuses it, another or a sent one gets a new one', async () => {
    const refusal = () => json({ error: { code: 1005, message: 'Not now' } }, 403);
    const requests = serve(refusal(), refusal(), refusal(), json(SENT), json(SENT));
    renderPanel();
    const sendAgain = async (calls: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
      await waitFor(async () => expect(await transferCalls(requests)).toHaveLength(calls));
    };
    const back = async () => {
      await screen.findByRole('alert');
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    };
    fillAndContinue('baraka', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    await waitFor(async () => expect(await transferCalls(requests)).toHaveLength(1));
    await back();
    // The same tip, the name typed in another case: the same key.
    fireEvent.change(screen.getByLabelText("Player's username"), {
      target: { value: ' BARAKA ' },
    });
    await sendAgain(2);
    await back();
    // A private tip is another tip.
    fireEvent.click(screen.getByLabelText('Private tip (not announced in chat)'));
    await sendAgain(3);
    await back();
    // So is another amount; this one goes through.
    fireEvent.click(screen.getByLabelText('Private tip (not announced in chat)'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '3' } });
    await sendAgain(4);
    await waitFor(() => expect(screen.queryByTestId('tip-confirm')).toBeNull());
    // After a sent tip, the same tip once more is a new tip.
    fillAndContinue('baraka', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    await waitFor(async () => expect(await transferCalls(requests)).toHaveLength(5));

    const keys = (await transferCalls(requests)).map((call) => call.key);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3], keys[4]]).size).toBe(4);
  });

  it('asks for the two-factor code when the player has it on and sends it', async () => {
    const requests = serve(
      json({ error: { code: 1010, message: 'Invalid or expired code' } }, 400),
      json(SENT),
    );
    renderPanel(
      testUser({
        security: { twoFactorMethod: 'totp', previousSignInAt: null, passwordChangedAt: null },
      }),
    );
    fillAndContinue('baraka', '2.5');
    const send = screen.getByRole('button', { name: 'Send tip' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '123456' } });
    fireEvent.click(send);
    // A wrong code shows under the field, not as a general alert.
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    await waitFor(async () => expect(await transferCalls(requests)).toHaveLength(2));
    const [first, second] = await transferCalls(requests);
    expect(first?.body.twoFactorToken).toBe('123456');
    expect(second?.body.twoFactorToken).toBe('654321');
    expect(second?.key).toBe(first?.key);
  });
});
