/**
 * The ways in for a visitor: 'Sign in' and, unless left out, 'Register', each opening the auth
 * dialog on its tab. Other features show them wherever a page needs an account; the page is
 * remembered as the address to return to after signing in.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useModal } from '@/shared/lib/modal-navigation';
import { authRedirectAtom } from './atoms';

export function SignInButtons({ withRegister = true }: { withRegister?: boolean }) {
  const modal = useModal();
  const here = useRouterState({ select: (state) => state.location.href });
  const setRedirect = useSetAtom(authRedirectAtom);
  // The page that asked for an account is where the player returns after signing in.
  const open = (tab: 'login' | 'register') => {
    setRedirect(here);
    modal.open('auth', { tab });
  };
  return (
    <>
      <Button leftSection={<IconLogin size={16} />} onClick={() => open('login')}>
        <Trans>Sign in</Trans>
      </Button>
      {withRegister ? (
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => open('register')}
        >
          <Trans>Register</Trans>
        </Button>
      ) : null}
    </>
  );
}
