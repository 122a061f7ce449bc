/**
 * The break / self-exclusion confirmation's two shapes: a player with a password types it; a
 * player without one only ticks (nothing may stop them excluding themselves), and a 1008 from
 * the server brings 'Sign in again with Kadi ID' rather than a dead end.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { ConfirmExclusionModal } from '@/features/responsible-gambling/exclusion/ConfirmExclusionModal';
import type { ExclusionProblem } from '@/features/responsible-gambling/exclusion/use-start-exclusion';
import { renderWithQuery } from '../render-with-providers';
import { playerWith } from '../wallet/user-fixture';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { href: '/account-settings?page=responsible-gambling' } }),
}));

function renderModal(
  user: User,
  onConfirm: (password?: string) => Promise<ExclusionProblem | null>,
) {
  renderWithQuery(
    <ConfirmExclusionModal
      title="Take a break"
      summary="24 hours"
      confirmLabel="Start the break"
      onConfirm={onConfirm}
      onClose={() => {}}
    />,
    { user },
  );
}

const tick = () =>
  fireEvent.click(
    screen.getByLabelText('I understand that this cannot be cancelled or shortened.'),
  );
const confirmButton = () => screen.getByRole('button', { name: 'Start the break' });

describe('ConfirmExclusionModal', () => {
  it('needs the password of a player who has one, and passes it on', async () => {
    const onConfirm = vi.fn(async () => null);
    renderModal(playerWith({ hasPassword: true }), onConfirm);
    tick();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('secret'));
  });

  it('asks a passwordless player only for the tick', async () => {
    const onConfirm = vi.fn(async () => null);
    renderModal(playerWith({ hasPassword: false }), onConfirm);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    tick();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(undefined));
  });

  it('offers a passwordless player to sign in again when the server wants it', async () => {
    const message = 'For your security, please sign in again to confirm this change';
    renderModal(playerWith({ hasPassword: false }), async () => ({
      message,
      reauthRequired: true,
    }));
    tick();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('sign-in-again')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sign in again with Kadi ID' })).toBeInTheDocument();
  });

  it('shows other refusals as plain text', async () => {
    renderModal(playerWith({ hasPassword: false }), async () => ({
      message: 'Something else went wrong',
      reauthRequired: false,
    }));
    tick();
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Something else went wrong')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
  });
});
