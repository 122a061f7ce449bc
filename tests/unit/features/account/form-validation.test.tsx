/**
 * What a player is told when an account form is sent incomplete or wrong: each field says
 * what is missing in the player's words, a field left wrong says so when the player moves on,
 * and nothing goes to the server. The server's own complaint about a field shows under it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/account/auth/LoginForm';
import { UsernameForm } from '@/features/account/auth/UsernameForm';
import { ChangeEmailForm } from '@/features/account/settings/general/ChangeEmailForm';
import { LevelOneForm } from '@/features/account/settings/verification/LevelOneForm';
import { json, withCsrfCookie } from '../as-player';
import { renderWithQuery } from '../render-with-providers';
import { playerWith } from '../wallet/user-fixture';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?page=general' } }),
}));

withCsrfCookie();
const server = mockRequests();

describe('the account forms', () => {
  it('sign-in asks for both fields and sends nothing without them', async () => {
    const requests = recordRequests(server);
    renderWithQuery(<LoginForm onSignedIn={() => {}} onRegisterInstead={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(await requests.settledCount()).toBe(0);
  });

  it('the username form says what is wrong with a name once the player moves on', async () => {
    const requests = recordRequests(server);
    renderWithQuery(<UsernameForm onSaved={() => {}} />);
    const field = screen.getByRole('textbox', { name: /^Username/ });
    fireEvent.change(field, { target: { value: 'bad name' } });
    expect(screen.queryByText('Use only letters, digits and underscores (_).')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText('Use only letters, digits and underscores (_).')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save username' }));
    expect(screen.getByText('Your username must be 3 to 20 characters long.')).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
  });

  it("shows the server's complaint about a name under the field", async () => {
    answerEvery(server, () =>
      json(
        {
          error: {
            code: 1000,
            message: 'That username is taken',
            issues: [{ path: 'body.username', message: 'That username is taken' }],
          },
        },
        400,
      ),
    );
    renderWithQuery(<UsernameForm onSaved={() => {}} />);
    const field = screen.getByRole('textbox', { name: /^Username/ });
    fireEvent.change(field, { target: { value: 'ann_1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save username' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/That username is taken/));
    // The complaint was about the old name.
    fireEvent.change(field, { target: { value: 'ann_2' } });
    expect(field).not.toHaveAccessibleDescription(/That username is taken/);
  });

  it('an email change needs a valid address and, for a password account, the password', async () => {
    const requests = recordRequests(server);
    renderWithQuery(<ChangeEmailForm onDone={() => {}} />, {
      user: playerWith({ hasPassword: true }),
    });
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
  });

  it('the verification details say which fields are missing or malformed', async () => {
    const requests = recordRequests(server);
    renderWithQuery(<LevelOneForm />, { user: playerWith({}) });
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), {
      target: { value: 'Ann3' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone number/ }), {
      target: { value: '0712' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit details' }));
    expect(
      screen.getByText('Use letters, spaces, hyphens and apostrophes only (at most 50).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Enter the number in international format/)).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(5);
    expect(await requests.settledCount()).toBe(0);
  });
});
