/**
 * For a player whose email address is not verified yet: says so, and sends a fresh link on
 * request (POST /account/verifyEmail/resend). Renders nothing once the address is verified.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { okSchema } from '@/contracts/auth';
import { apiRequest } from '@/shared/api/rest';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';

export function EmailVerificationNotice() {
  const errorText = useErrorText();
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user || user.emailVerified) return null;
  const email = user.email;

  const resend = async () => {
    setPending(true);
    setError(null);
    try {
      await apiRequest('/account/verifyEmail/resend', {
        method: 'POST',
        body: {},
        schema: okSchema,
      });
      void showToast({ kind: 'success', message: t`We sent a new verification link to ${email}.` });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Alert
      color="gold"
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title={t`Your email address is not verified yet`}
      data-testid="email-verification-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>Open the link we emailed to {email} to verify it.</Trans>
        </Text>
        <FormError message={error} />
        <Button size="xs" variant="light" loading={pending} onClick={() => void resend()}>
          <Trans>Resend verification email</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
