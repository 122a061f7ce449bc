/**
 * Pairing an authenticator app when the reauth window runs out before the first code: a
 * passwordless player is offered 'Sign in again with Kadi ID'; a password player keeps the
 * server's words inline.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { describe, expect, it, vi } from 'vitest';
import { TotpSetup } from '@/features/account/two-factor/TotpSetup';
import { json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?page=security' } }),
}));

const message = 'For your security, please sign in again to confirm this change';
const setup = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/KadiBet:x', qrSvg: '<svg/>' };

function renderSetup(passwordless: boolean) {
  answerEvery(server, () => json({ error: { code: 1008, message } }, 403));
  renderWithQuery(
    <TotpSetup
      setup={setup}
      passwordless={passwordless}
      onEnabled={() => {}}
      onCancel={() => {}}
    />,
  );
  // The whole code at once, as a paste or the phone's one-time-code fill gives it.
  const [first] = screen.getAllByLabelText('Two-factor code');
  if (!first) throw new Error('no code field');
  fireEvent.change(first, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
}

withCsrfCookie();
const server = mockRequests();

describe('TotpSetup', () => {
  it('offers a passwordless player to sign in again when the window ran out', async () => {
    renderSetup(true);
    const notice = await screen.findByTestId('sign-in-again');
    expect(notice.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sign in again with Kadi ID' })).toBeInTheDocument();
  });

  it('shows the words inline for a password player', async () => {
    renderSetup(false);
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
  });
});
