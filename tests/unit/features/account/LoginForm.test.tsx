/**
 * The sign-in form shows the captcha once the server asks for it (API error captchaRequired,
 * after too many failed sign-ins on the account) and sends the solved answer with the retry.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerInTurn, mockRequests, type RecordedRequests } from '@tests/support/request-mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { CSRF_COOKIE } from '@/contracts/csrf';
import { LoginForm } from '@/features/account/auth/LoginForm';
import { renderWithProviders } from '../render-with-providers';
import { clearTestCookie, setTestCookie } from '../test-cookies';

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

const server = mockRequests();

beforeEach(() => setTestCookie(CSRF_COOKIE, 'test-csrf'));
afterEach(() => clearTestCookie(CSRF_COOKIE));

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const captchaRequired = () =>
  json(400, {
    error: {
      code: API_ERROR_CODES.captchaRequired,
      message: 'Please complete the captcha to sign in',
      issues: [{ path: 'body.captcha', message: 'Please complete the captcha to sign in' }],
    },
  });

/** The server answers the sign-ins in turn with `answers`. */
function setup(...answers: (() => Response)[]) {
  const requests = answerInTurn(server, ...answers);
  const onSignedIn = vi.fn();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} onRegisterInstead={() => {}} />);
  return { onSignedIn, requests, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function sentBody(requests: RecordedRequests, call: number) {
  return (await requests.sent())[call]?.body;
}

describe('LoginForm', () => {
  it('has no captcha until the server asks for one', async () => {
    const { user, requests } = setup(() =>
      json(400, { error: { code: API_ERROR_CODES.invalidCredentials, message: 'Invalid' } }),
    );
    await user.type(screen.getByLabelText(/^Username or email/), 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid');
    expect(screen.queryByTestId('sign-in-captcha')).toBeNull();
    expect(await sentBody(requests, 0)).toEqual({ identifier: 'ann', password: 'wrong password' });
  });

  it('shows the captcha when the server asks and sends the solution with the retry', async () => {
    const { user, onSignedIn, requests } = setup(captchaRequired, () =>
      json(200, { twoFactorRequired: false }),
    );
    await user.type(screen.getByLabelText(/^Username or email/), 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'the right one');
    await signIn(user);

    const captcha = await screen.findByTestId('sign-in-captcha');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins on this account. Complete the verification below, then sign in.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await signIn(user);

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ twoFactorRequired: false }));
    expect(await sentBody(requests, 1)).toEqual({
      identifier: 'ann',
      password: 'the right one',
      captcha: 'solved-0',
    });
    // The answer was spent: the widget starts over.
    expect(captcha).toHaveAttribute('data-reset-key', '1');
  });

  it('asks again for a fresh answer when the one sent was refused', async () => {
    const { user } = setup(captchaRequired);
    await user.type(screen.getByLabelText(/^Username or email/), 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'a password');
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Solve' }));
    await signIn(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The verification did not pass. Please complete it again, then sign in.',
      ),
    );
    expect(screen.getByTestId('sign-in-captcha')).toHaveAttribute('data-reset-key', '1');
  });
});
