/**
 * The two-factor code a withdrawal needs when the player has two-factor security on: from the
 * authenticator app, or (email variant) sent on request to their address.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorMethod } from '@/contracts/user';
import { usePaymentErrorText } from './error-text';
import { sendEmailCode } from './payments-api';

export function TwoFactorCodeField({
  method,
  value,
  onChange,
  error,
}: {
  method: TwoFactorMethod;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const errorText = usePaymentErrorText();
  const send = useMutation({ mutationFn: sendEmailCode });
  return (
    <div>
      <TextInput
        label={t`Two-factor code`}
        description={
          method === 'totp'
            ? t`The 6-digit code of your authenticator app, or a recovery code.`
            : t`The code we email you, or a recovery code.`
        }
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
        data-testid="withdraw-2fa"
      />
      {method === 'email' ? (
        <Group gap="xs" mt={6}>
          <Button
            size="xs"
            variant="default"
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            <Trans>Email me a code</Trans>
          </Button>
          {send.data ? (
            <Text size="xs" c="dimmed">
              <Trans>Sent to {send.data.maskedEmail}</Trans>
            </Text>
          ) : null}
          {send.error ? (
            <Text size="xs" c="red">
              {errorText(send.error)}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </div>
  );
}
