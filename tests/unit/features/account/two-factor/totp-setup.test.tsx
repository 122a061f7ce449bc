/**
 * Pairing an authenticator app when the reauth window runs out before the first code: a
 * passwordless player is offered 'Sign in again with Kadi ID'; a password player keeps the
 * server's words inline.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TotpSetup } from '@/features/account/two-factor/TotpSetup';
import { renderWithProviders } from '../../render-with-providers';
import { clearTestCookie, setTestCookie } from '../../test-cookies';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?page=security' } }),
}));

const message = 'For your security, please sign in again to confirm this change';
const setup = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/KadiBet:x', qrSvg: '<svg/>' };

function renderSetup(passwordless: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 1008, message } }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <TotpSetup
        setup={setup}
        passwordless={passwordless}
        onEnabled={() => {}}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  // The whole code at once, as a paste or the phone's one-time-code fill gives it.
  const [first] = screen.getAllByLabelText('Two-factor code');
  if (!first) throw new Error('no code field');
  fireEvent.change(first, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
}

beforeEach(() => setTestCookie('kb_csrf', 'test-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearTestCookie('kb_csrf');
});

describe('TotpSetup', () => {
  it('offers a passwordless player to sign in again when the window ran out', async () => {
    renderSetup(true);
    const notice = await screen.findByTestId('sign-in-again');
    expect(notice.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sign in again with Kadi ID' })).toBeTruthy();
  });

  it('shows the words inline for a password player', async () => {
    renderSetup(false);
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
  });
});
