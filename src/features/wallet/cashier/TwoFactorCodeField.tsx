/**
 * The two-factor code a money request needs when the player has two-factor security on (a
 * withdrawal, a tip): from the authenticator app, a recovery code, or (email variant) a code
 * sent on request to their address.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorMethod } from '@/contracts/user';
import { usePaymentErrorText } from './error-text';
import { sendEmailCode } from './queries';

/** A recovery code (abcde-12345) is the longest answer the field takes. */
const CODE_MAX_LENGTH = 11;

export function TwoFactorCodeField({
  method,
  value,
  onChange,
  error,
  testId,
}: {
  method: TwoFactorMethod;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId?: string;
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
        maxLength={CODE_MAX_LENGTH}
        error={error}
        data-testid={testId}
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
