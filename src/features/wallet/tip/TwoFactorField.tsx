/**
 * The two-factor code a tip needs when the player has two-factor security on: typed from the
 * authenticator app, or — for players who get codes by email — sent on request.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorMethod } from '@/contracts/user';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { emailTwoFactorCode } from './tip-api';

export interface TwoFactorFieldProps {
  method: TwoFactorMethod;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function TwoFactorField({ method, value, onChange, error }: TwoFactorFieldProps) {
  const { t } = useLingui();
  const send = useMutation({ mutationFn: emailTwoFactorCode });
  const sendError =
    send.error instanceof ApiError || send.error instanceof NetworkError
      ? send.error.message
      : undefined;
  return (
    <Stack gap={6}>
      <TextInput
        label={t`Two-factor code`}
        description={
          method === 'totp'
            ? t`The 6-digit code from your authenticator app, or a recovery code.`
            : t`The 6-digit code we email you, or a recovery code.`
        }
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={11}
        error={error}
        data-testid="tip-two-factor"
      />
      {method === 'email' ? (
        <Stack gap={4} align="flex-start">
          <Button
            variant="subtle"
            size="compact-sm"
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            <Trans>Email me a code</Trans>
          </Button>
          {send.data ? (
            <Text size="xs" c="dimmed">
              <Trans>Code sent to {send.data}.</Trans>
            </Text>
          ) : null}
          {sendError ? (
            <Text size="xs" c="red">
              {sendError}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
