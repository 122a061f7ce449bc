/**
 * Turning two-factor off, both shapes: a password player gives password and code; a
 * passwordless player only the code (the server wants a recent sign-in instead).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordAndCode } from '@/features/account/two-factor/PasswordAndCode';
import { renderWithProviders } from '../../render-with-providers';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?page=security' } }),
}));

const changed = { ok: true as const, otherSessions: 0 };

function renderForm(passwordless: boolean, submit = vi.fn(async () => changed)) {
  renderWithProviders(
    <PasswordAndCode
      method="totp"
      passwordless={passwordless}
      submitLabel="Turn off"
      submit={submit}
      onDone={() => {}}
      onCancel={() => {}}
    />,
  );
  return submit;
}

const code = () =>
  fireEvent.change(screen.getByLabelText('Code from your authenticator app'), {
    target: { value: '123456' },
  });

describe('PasswordAndCode', () => {
  it('needs the password of a password player', async () => {
    const submit = renderForm(false);
    code();
    expect(screen.getByRole('button', { name: 'Turn off' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('secret', '123456'));
  });

  it('asks a passwordless player only for the code', async () => {
    const submit = renderForm(true);
    expect(screen.queryByLabelText('Password')).toBeNull();
    code();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(undefined, '123456'));
  });
});
