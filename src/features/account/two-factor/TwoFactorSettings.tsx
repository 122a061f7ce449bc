/**
 * Two-factor security on the settings page: whether it is on and how, turning it on with an
 * authenticator app (here) or with email codes (the twoFactorConfirm dialog), new recovery
 * codes, and turning it off. Starting a setup asks for the password when the sign-in is old;
 * a player without a password is offered to sign in again instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import type { TotpSetup as Setup, TwoFactorChanged } from '@/contracts/two-factor';
import { useErrorText } from '@/shared/api/use-error-text';
import { useModal } from '@/shared/lib/modal-navigation';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { SignInAgain } from '../identity/SignInAgain';
import { AfterChange } from './AfterChange';
import { PasswordAndCode } from './PasswordAndCode';
import { PasswordConfirm } from './PasswordConfirm';
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEmailTwoFactor,
  startTotp,
  twoFactorKeys,
  twoFactorStatusQuery,
} from './queries';
import { TotpSetup } from './TotpSetup';
import { useReauth } from './use-reauth';

type Step =
  | { kind: 'idle' }
  | { kind: 'totp'; setup: Setup }
  | { kind: 'disable' }
  | { kind: 'renew' }
  | { kind: 'changed'; changed: TwoFactorChanged };

export function TwoFactorSettings() {
  const errorText = useErrorText();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const modal = useModal();
  const status = useQuery(twoFactorStatusQuery());
  const reauth = useReauth();
  const passwordless = useCurrentUser().user?.hasPassword === false;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // Starting a setup; a 1008 is not a failure here: useReauth asks for the password instead.
  const starting = useMutation({ mutationFn: (action: () => Promise<void>) => reauth.run(action) });

  const idle = useCallback(() => setStep({ kind: 'idle' }), []);
  const changed = (result: TwoFactorChanged) => {
    void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
    void queryClient.invalidateQueries({ queryKey: accountKeys.current });
    setStep({ kind: 'changed', changed: result });
  };
  const start = (action: () => Promise<void>) => starting.mutate(action);

  const method = status.data?.method ?? null;
  const codesLeft = status.data?.recoveryCodesLeft ?? 0;
  let body: ReactNode;
  if (reauth.asking && passwordless) {
    body = (
      <Stack gap="xs">
        <SignInAgain message={t`For your security, please sign in again to continue.`} />
        <Button variant="default" w="fit-content" onClick={reauth.cancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    );
  } else if (reauth.asking) {
    body = <PasswordConfirm onConfirmed={reauth.retry} onCancel={reauth.cancel} />;
  } else if (step.kind === 'totp') {
    body = (
      <TotpSetup
        setup={step.setup}
        passwordless={passwordless}
        onEnabled={changed}
        onCancel={idle}
      />
    );
  } else if (step.kind === 'changed') {
    body = <AfterChange changed={step.changed} onDone={idle} />;
  } else if ((step.kind === 'disable' || step.kind === 'renew') && method) {
    const disabling = step.kind === 'disable';
    body = (
      <PasswordAndCode
        method={method}
        passwordless={passwordless}
        danger={disabling}
        submitLabel={disabling ? <Trans>Turn off</Trans> : <Trans>Make new codes</Trans>}
        submit={disabling ? disableTwoFactor : regenerateRecoveryCodes}
        onDone={changed}
        onCancel={idle}
      />
    );
  } else if (method) {
    body = (
      <Group gap="xs">
        <Button variant="default" onClick={() => setStep({ kind: 'renew' })}>
          <Trans>New recovery codes</Trans>
        </Button>
        <Button color="red" variant="light" onClick={() => setStep({ kind: 'disable' })}>
          <Trans>Turn off</Trans>
        </Button>
      </Group>
    );
  } else {
    body = (
      <Group gap="xs">
        <Button
          onClick={() => start(async () => setStep({ kind: 'totp', setup: await startTotp() }))}
        >
          <Trans>Use an authenticator app</Trans>
        </Button>
        <Button
          variant="default"
          onClick={() =>
            start(async () => {
              await startEmailTwoFactor();
              modal.open('twoFactorConfirm', { isEmail: true });
            })
          }
        >
          <Trans>Use email codes</Trans>
        </Button>
      </Group>
    );
  }

  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid="two-factor-settings">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            <Trans>Two-factor security</Trans>
          </Title>
          {status.isPending ? (
            <Loader size="xs" />
          ) : (
            <Badge color={method ? 'emerald' : 'gray'} data-testid="two-factor-status">
              {method === 'totp'
                ? t`On: authenticator app`
                : method === 'email'
                  ? t`On: email codes`
                  : t`Off`}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {method ? (
            <Trans>
              Signing in asks for a code as well as your password. Recovery codes left: {codesLeft}
            </Trans>
          ) : (
            <Trans>
              Protect your account with a code as well as your password when signing in.
            </Trans>
          )}
        </Text>
        {status.isError ? <FormError message={errorText(status.error)} /> : null}
        <FormError message={starting.error && errorText(starting.error)} />
        {body}
      </Stack>
    </Paper>
  );
}
