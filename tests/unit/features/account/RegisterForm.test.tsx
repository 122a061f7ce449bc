import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerInTurn,
  mockRequests,
  type RecordedRequests,
  recordRequests,
} from '@tests/support/request-mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE } from '@/contracts/csrf';
import { RegisterForm } from '@/features/account/auth/RegisterForm';
import { renderWithProviders } from '../render-with-providers';
import { clearTestCookie, setTestCookie } from '../test-cookies';

const server = mockRequests();

beforeEach(() => setTestCookie(CSRF_COOKIE, 'test-csrf'));
afterEach(() => clearTestCookie(CSRF_COOKIE));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the server was asked, request by request: the path and the parsed body. */
async function pathsAndBodies(requests: RecordedRequests) {
  return (await requests.sent()).map(({ url, body }) => ({ url, body }));
}

function setup() {
  const onSignedIn = vi.fn();
  renderWithProviders(<RegisterForm onSignedIn={onSignedIn} onLoginInstead={() => {}} />);
  return { onSignedIn, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Username/), 'ann_1');
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password\W*$/), 'Abcdef1!');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('checkbox', { name: /18 years of age/ }));
}

describe('RegisterForm', () => {
  it('shows a message under every invalid field on submit and sends nothing', async () => {
    const requests = recordRequests(server);
    const { user, onSignedIn } = setup();
    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Your username must be 3 to 20 characters long.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('You must accept the Terms and Conditions.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to play.')).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('links the terms and rates the password as it is typed', async () => {
    const { user } = setup();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Abcdef1!');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  });

  it("shows the server's message when registering fails", async () => {
    answerInTurn(server, () => json(404, { error: { code: 1003, message: 'Route not found' } }));
    const { user, onSignedIn } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Route not found');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the emailed code once the details are accepted, then signs in with it', async () => {
    const requests = answerInTurn(
      server,
      () => json(200, { emailCodeSent: true }),
      () => json(200, { twoFactorRequired: false }),
    );
    const { user, onSignedIn } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('signup-code')).toHaveTextContent(
      'We sent a 6-digit code to ann@example.com. Enter it to finish creating your account; it is valid for 15 minutes.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(screen.getAllByLabelText('Sign-up code')[0] as HTMLElement, '123456');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ twoFactorRequired: false }));
    expect(await pathsAndBodies(requests)).toEqual([
      {
        url: '/api/auth/register',
        body: {
          username: 'ann_1',
          email: 'ann@example.com',
          password: 'Abcdef1!',
          acceptTerms: true,
          confirmAge: true,
        },
      },
      { url: '/api/auth/register/confirm', body: { code: '123456' } },
    ]);
  });

  it("shows the server's words for a wrong code and goes back to the details as typed", async () => {
    answerInTurn(
      server,
      () => json(200, { emailCodeSent: true }),
      () => json(400, { error: { code: 1010, message: 'Invalid or expired code' } }),
    );
    const { user, onSignedIn } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type((await screen.findAllByLabelText('Sign-up code'))[0] as HTMLElement, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Change your details' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ann_1');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
  });
});
