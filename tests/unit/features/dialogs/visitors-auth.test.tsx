/**
 * The auth dialog's sign-in and register tabs are for visitors: a signed-in player reloading an
 * address that still names them (CI's session story reloaded just as signing in finished and
 * found "Create your account" over the page) sees no dialog, and the address drops it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ModalHost from '@/features/dialogs/ModalHost';
import { useStateOnLoad } from '@/features/dialogs/use-state-on-load';
import { isVisitorsAuthForPlayer } from '@/features/dialogs/visitors-auth';
import { renderWithSettings } from '../settings/render-with-settings';
import { playerWith } from '../wallet/user-fixture';

function StateOnLoad() {
  useStateOnLoad();
  return null;
}

describe('the auth dialog for a signed-in player', () => {
  it('is the sign-in and register tabs only, and never a name still to choose', () => {
    const player = playerWith();
    expect(isVisitorsAuthForPlayer({ modal: 'auth', tab: 'register' }, player)).toBe(true);
    expect(isVisitorsAuthForPlayer({ modal: 'auth' }, player)).toBe(true);
    expect(isVisitorsAuthForPlayer({ modal: 'auth', tab: 'setUsername' }, player)).toBe(false);
    expect(
      isVisitorsAuthForPlayer({ modal: 'auth', tab: 'login' }, playerWith({ mustSetName: true })),
    ).toBe(false);
    expect(isVisitorsAuthForPlayer({ modal: 'auth', tab: 'login' }, null)).toBe(false);
    expect(isVisitorsAuthForPlayer({ modal: 'cashier' }, player)).toBe(false);
  });

  it('is not shown to them', async () => {
    await renderWithSettings(<ModalHost />, {
      path: '/?modal=auth&tab=register',
      user: playerWith(),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is still shown to a visitor', async () => {
    await renderWithSettings(<ModalHost />, { path: '/?modal=auth&tab=register', user: null });
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });

  it('leaves the address when the page loads', async () => {
    const { router } = await renderWithSettings(<StateOnLoad />, {
      path: '/?modal=auth&tab=login',
      user: playerWith(),
    });
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('modal'));
    expect(router.state.location.search).not.toHaveProperty('tab');
  });

  it('stays in a visitor’s address', async () => {
    const { router } = await renderWithSettings(<StateOnLoad />, {
      path: '/?modal=auth&tab=login',
      user: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toMatchObject({ modal: 'auth', tab: 'login' });
  });
});
