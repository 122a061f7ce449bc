/** Account settings belong to an account: visitors are asked to sign in or register. */
import { Trans } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { EmptyCard } from '@/shared/ui/EmptyCard';
import { SignInButtons } from '../SignInButtons';

export function SignInPrompt() {
  return (
    <EmptyCard
      icon={<IconLock size={28} />}
      title={<Trans>Sign in to manage your account</Trans>}
      description={
        <Trans>
          Your profile, preferences, verification and security settings are here once you sign in.
        </Trans>
      }
      actions={<SignInButtons />}
      data-testid="account-settings-sign-in"
    />
  );
}
