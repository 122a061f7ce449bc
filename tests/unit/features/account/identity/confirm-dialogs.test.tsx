/**
 * The provider branches of the confirmation dialogs: creating the account a sign-up token
 * describes (then the username step), and confirming a link — with the password for a visitor,
 * without it for the player the link is for. The tokens go back untouched; refusals stay in
 * the dialog.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerInTurn, mockRequests } from '@tests/support/request-mocks';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { User } from '@/contracts/user';
import { useFinishSignIn } from '@/features/account/auth/use-finish-sign-in';
import { ConfirmAccountLinkDialog } from '@/features/account/link/ConfirmAccountLinkDialog';
import { ConfirmSignupDialog } from '@/features/account/link/ConfirmSignupDialog';
import { useModal } from '@/shared/lib/modal-navigation';
import { json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';
import { testUser } from '../../wallet/user-fixture';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));
vi.mock('@/shared/api/socket', () => ({ reconnectSocket: vi.fn() }));
const openModal = vi.fn();
vi.mock('@/shared/lib/modal-navigation', () => ({ useModal: vi.fn() }));
const finishSignIn = vi.fn(async () => {});
vi.mock('@/features/account/auth/use-finish-sign-in', () => ({ useFinishSignIn: vi.fn() }));
// The real widget solves a proof of work in a worker; this one is solved by a click.
vi.mock('@/features/captcha', () => ({
  CaptchaField: ({
    onChange,
    resetKey,
    testId,
  }: {
    onChange: (solution: string | null) => void;
    resetKey: number;
    testId: string;
  }) => (
    <div data-testid={testId} data-reset-key={resetKey}>
      <button type="button" onClick={() => onChange(`solved-${resetKey}`)}>
        Solve
      </button>
    </div>
  ),
}));

const renderDialog = (ui: ReactElement, user: User | null = null) => renderWithQuery(ui, { user });

withCsrfCookie();
const server = mockRequests();

beforeEach(() => {
  openModal.mockClear();
  finishSignIn.mockClear();
  vi.mocked(useModal).mockReturnValue({ open: openModal, close: vi.fn() });
  vi.mocked(useFinishSignIn).mockReturnValue(finishSignIn);
});

const SIGNUP_QUERY =
  'provider=kadi-id&name=Ann%20Lee&email=ann%40example.com&token=signed.token-1234567890';

describe('ConfirmSignupDialog', () => {
  it('shows the details, creates the account with the token, then asks for a username', async () => {
    const requests = answerInTurn(server, () =>
      json({ twoFactorRequired: false, previousSignInAt: null }),
    );
    renderDialog(<ConfirmSignupDialog params={{ query: SIGNUP_QUERY }} close={vi.fn()} />);
    expect(screen.getByText('Kadi ID')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/signed\.token/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(openModal).toHaveBeenCalledWith('auth', { tab: 'setUsername' }, { replace: true }),
    );
    const [sent] = await requests.sent();
    expect(sent?.url).toBe('/api/auth/oauth/signup');
    expect(sent?.body).toEqual({ token: 'signed.token-1234567890' });
  });

  it("keeps the server's refusal in the dialog and goes nowhere", async () => {
    const message = 'This confirmation link has expired. Please sign in with the provider again.';
    answerInTurn(server, () => json({ error: { code: 1000, message } }, 400));
    renderDialog(<ConfirmSignupDialog params={{ query: SIGNUP_QUERY }} close={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(openModal).not.toHaveBeenCalled();
  });

  it('cannot confirm a link without its token', () => {
    renderDialog(
      <ConfirmSignupDialog params={{ query: 'provider=kadi-id&name=Ann' }} close={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByText(/This sign-up link is incomplete/)).toBeInTheDocument();
  });
});

const LINK_PARAMS = {
  provider: 'kadi-id',
  userId: 'u-amina',
  uniqueId: 'sub-123',
  name: 'Amina',
  accessToken: 'signed.access-token-123456',
};

describe('ConfirmAccountLinkDialog for Kadi ID', () => {
  it('asks a visitor for the password, links, and finishes the sign-in it started', async () => {
    const signIn = { twoFactorRequired: true, method: 'totp' };
    const requests = answerInTurn(server, () => json({ ok: true, signIn }));
    renderDialog(<ConfirmAccountLinkDialog params={LINK_PARAMS} close={vi.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Link account' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(finishSignIn).toHaveBeenCalledWith(signIn));
    const [sent] = await requests.sent();
    expect(sent?.url).toBe('/api/auth/oauth/link');
    expect(sent?.body).toEqual({
      accessToken: LINK_PARAMS.accessToken,
      password: 'secret pass',
    });
  });

  it('shows the captcha once the server asks for one, and sends its solution with the password', async () => {
    const signIn = { twoFactorRequired: false, previousSignInAt: null };
    const captchaMessage = 'Please complete the captcha to sign in';
    const requests = answerInTurn(
      server,
      () =>
        json(
          {
            error: {
              code: API_ERROR_CODES.captchaRequired,
              message: captchaMessage,
              issues: [{ path: 'body.captcha', message: captchaMessage }],
            },
          },
          400,
        ),
      () => json({ ok: true, signIn }),
    );
    renderDialog(<ConfirmAccountLinkDialog params={LINK_PARAMS} close={vi.fn()} />);
    expect(screen.queryByTestId('link-captcha')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link account' }));

    expect(await screen.findByTestId('link-captcha')).toBeTruthy();
    expect(screen.getByText(/Too many failed sign-ins on this account/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link account' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(finishSignIn).toHaveBeenCalledWith(signIn));
    expect((await requests.sent())[1]?.body).toEqual({
      accessToken: LINK_PARAMS.accessToken,
      password: 'secret pass',
      captcha: 'solved-0',
    });
  });

  it('links for the signed-in player it is for without a password', async () => {
    const requests = answerInTurn(server, () => json({ ok: true }));
    const close = vi.fn();
    renderDialog(
      <ConfirmAccountLinkDialog params={LINK_PARAMS} close={close} />,
      testUser({ id: 'u-amina' }),
    );
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect((await requests.sent())[0]?.body).toEqual({
      accessToken: LINK_PARAMS.accessToken,
    });
    expect(finishSignIn).not.toHaveBeenCalled();
  });

  it('keeps an unknown provider unavailable', () => {
    renderDialog(
      <ConfirmAccountLinkDialog params={{ ...LINK_PARAMS, provider: 'google' }} close={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Link account' })).toBeDisabled();
    expect(screen.getByText(/not set up on this server/)).toBeInTheDocument();
  });
});
