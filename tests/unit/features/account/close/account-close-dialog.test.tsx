/**
 * Closing the account, both shapes: a password player types it; a passwordless player only
 * ticks, sends no password, and on a 1008 is offered 'Sign in again with Kadi ID'.
 */
import { fireEvent, screen } from '@testing-library/react';
import { answerInTurn, mockRequests } from '@tests/support/request-mocks';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { AccountCloseDialog } from '@/features/account/close/AccountCloseDialog';
import { json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';
import { playerWith } from '../../wallet/user-fixture';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?modal=accountClose' } }),
}));

const renderDialog = (user: User) =>
  renderWithQuery(<AccountCloseDialog close={() => {}} params={{}} />, { user });

const tick = () =>
  fireEvent.click(screen.getByLabelText('I understand that closing my account cannot be undone.'));

withCsrfCookie();
const server = mockRequests();

describe('AccountCloseDialog', () => {
  it('keeps the password field and its rule for a password player', () => {
    renderDialog(playerWith({ hasPassword: true }));
    tick();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByTestId('close-account-confirm').hasAttribute('disabled')).toBe(true);
  });

  it('sends no password for a passwordless player and offers to sign in again on 1008', async () => {
    const message = 'For your security, please sign in again to confirm this change';
    const requests = answerInTurn(server, () => json({ error: { code: 1008, message } }, 403));
    renderDialog(playerWith({ hasPassword: false }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    tick();
    fireEvent.click(screen.getByTestId('close-account-confirm'));
    expect((await screen.findByTestId('sign-in-again')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sign in again with Kadi ID' })).toBeInTheDocument();
    expect((await requests.sent())[0]?.body).toEqual({ period: 'forever', confirm: true });
  });
});
