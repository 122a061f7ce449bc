/**
 * The ways in for a visitor: 'Sign in' and, unless left out, 'Register', each opening the auth
 * dialog on its tab. Other features show them wherever a page needs an account.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';

export function SignInButtons({ withRegister = true }: { withRegister?: boolean }) {
  const modal = useModal();
  return (
    <>
      <Button
        leftSection={<IconLogin size={16} />}
        onClick={() => modal.open('auth', { tab: 'login' })}
      >
        <Trans>Sign in</Trans>
      </Button>
      {withRegister ? (
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => modal.open('auth', { tab: 'register' })}
        >
          <Trans>Register</Trans>
        </Button>
      ) : null}
    </>
  );
}
