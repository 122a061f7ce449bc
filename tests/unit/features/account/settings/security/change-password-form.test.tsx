/**
 * The password card's two shapes: a player with a password changes it (current + new); a
 * player who signed up through Kadi ID sets a first one (only the new field), and when the
 * server wants a fresh sign-in the card offers 'Sign in again with Kadi ID', which starts the
 * provider sign-in.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  answerEvery,
  answerInTurn,
  mockRequests,
  type RecordedRequests,
  recordRequests,
} from '@tests/support/request-mocks';
import { json, withCsrfCookie } from '@tests/unit/features/as-player';
import { renderWithQuery } from '@tests/unit/features/render-with-providers';
import { playerWith } from '@tests/unit/features/wallet/user-fixture';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { ChangePasswordForm } from '@/features/account/settings/security/ChangePasswordForm';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?page=security' } }),
}));

const SIGN_IN_AGAIN = 'For your security, please sign in again to confirm this change';

const renderForm = (user: User) => renderWithQuery(<ChangePasswordForm />, { user });

const bodyOf = async (requests: RecordedRequests, url: string) =>
  (await requests.sent()).find((sent) => sent.url === url)?.body;

withCsrfCookie();
const server = mockRequests();

describe('ChangePasswordForm', () => {
  it('asks a player with a password for the current one and sends both', async () => {
    const requests = answerInTurn(server, () => json({ ok: true, otherSessions: 0 }));
    renderForm(playerWith({ hasPassword: true }));
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'old secret words' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'brand new secret 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(async () =>
      expect(await bodyOf(requests, '/api/account/password')).toEqual({
        currentPassword: 'old secret words',
        newPassword: 'brand new secret 42',
      }),
    );
  });

  it('lets a passwordless player set a first one without a current password', async () => {
    const requests = answerInTurn(server, () => json({ ok: true, otherSessions: 0 }));
    renderForm(playerWith({ hasPassword: false }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'brand new secret 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set a password' }));
    await waitFor(async () =>
      expect(await bodyOf(requests, '/api/account/password')).toEqual({
        newPassword: 'brand new secret 42',
      }),
    );
  });

  it('offers to sign in again with Kadi ID when the sign-in is too old', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answerEvery(server, ({ url }) =>
      url === '/api/auth/oauth/kadi-id/start'
        ? json({ authorizeUrl: '/sandbox/identity/authorize?state=s' })
        : json({ error: { code: 1008, message: SIGN_IN_AGAIN } }, 403),
    );
    const requests = recordRequests(server);
    renderForm(playerWith({ hasPassword: false }));
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'brand new secret 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set a password' }));
    const notice = await screen.findByTestId('sign-in-again');
    expect(notice.textContent).toContain(SIGN_IN_AGAIN);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again with Kadi ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/identity/authorize?state=s'));
    expect(await bodyOf(requests, '/api/auth/oauth/kadi-id/start')).toEqual({
      intent: 'signIn',
      returnTo: '/account-settings?page=security',
    });
  });

  it('shows a password player the plain refusal, with no provider button', async () => {
    answerInTurn(server, () =>
      json({ error: { code: 1009, message: 'Invalid username or password' } }, 400),
    );
    renderForm(playerWith({ hasPassword: true }));
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'brand new secret 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
  });
});
