/**
 * Linked accounts in security settings: a linked provider shows the address it gave and
 * Unlink, which asks the server and shows the list it answers; a refusal (the only way into
 * the account) stays on the card.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it } from 'vitest';
import { LinkedAccounts } from '@/features/account/identity/LinkedAccounts';
import { json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';

const LINKED = {
  accounts: [
    { provider: 'kadi-id', email: 'ann@kadi.example', linkedAt: '2026-01-05T10:00:00.000Z' },
  ],
  hasPassword: true,
};

const renderCard = () => renderWithQuery(<LinkedAccounts />);

const server = mockRequests();
withCsrfCookie();

describe('LinkedAccounts', () => {
  it('unlinks a linked provider and then offers to link it again', async () => {
    let linked = true;
    answerEvery(server, ({ url }) => {
      if (url === '/api/account/linkedAccounts/unlink') {
        linked = false;
        return json({ ok: true });
      }
      return json(linked ? LINKED : { accounts: [], hasPassword: true });
    });
    const requests = recordRequests(server);
    renderCard();
    expect(await screen.findByText(/Linked to ann@kadi\.example since/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Not linked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toBeInTheDocument();
    const sent = await requests.sent();
    const unlink = sent.find(({ url }) => url === '/api/account/linkedAccounts/unlink');
    expect(unlink?.body).toEqual({ provider: 'kadi-id' });
  });

  it("shows the server's refusal to remove the only way in", async () => {
    const message = 'This is the only way to sign in to your account, so it cannot be unlinked.';
    answerEvery(server, ({ url }) =>
      url.endsWith('/unlink')
        ? json({ error: { code: 1005, message } }, 403)
        : json({ ...LINKED, hasPassword: false }),
    );
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(screen.getByText(/Linked to ann@kadi\.example/)).toBeInTheDocument();
  });
});
