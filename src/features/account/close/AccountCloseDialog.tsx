/**
 * The `accountClose` dialog, self-exclusion style: the player chooses for how long (a day up
 * to for good), confirms with their password and a tick, and is signed out everywhere. The
 * server refuses sign-in until the period ends. A player without a password only ticks; if
 * their sign-in is too old the server says so and SignInAgain offers the way back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosePeriod } from '@/contracts/auth';
import { contractValidate } from '@/shared/forms/contract-validate';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { clearStoredSession, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { SignInAgain } from '../identity/SignInAgain';
import { useSignInAgain } from '../identity/use-sign-in-again';
import { SignInButtons } from '../SignInButtons';
import { closeAccount } from './close-account';
import { closePasswordlessSchema, closeWithPasswordSchema } from './close-account-schema';

interface CloseValues {
  period: ClosePeriod;
  password: string;
  /** The tick; the contract's `confirm`, which must be true. */
  confirm: boolean;
}

export function AccountCloseDialog({ close }: DialogBodyProps<'accountClose'>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { isSignedIn, user } = useCurrentUser();
  const passwordless = user?.hasPassword === false;
  // No messages: Close account stays disabled until the contract's rules pass.
  const form = useForm<CloseValues>({
    initialValues: { period: 'forever', password: '', confirm: false },
    validate: contractValidate(
      passwordless ? closePasswordlessSchema : closeWithPasswordSchema,
      () => undefined,
    ),
  });
  const { period, password } = form.values;
  const closing = useMutation({
    mutationFn: () =>
      closeAccount({ ...(passwordless ? {} : { password }), period, confirm: true }),
    onSuccess: () => {
      clearStoredSession(queryClient);
      window.location.assign('/');
    },
  });
  const reauth = useSignInAgain(passwordless, closing.error);

  if (!isSignedIn) {
    return (
      <Stack gap="md">
        <Text size="sm">
          <Trans>Sign in to close your account.</Trans>
        </Text>
        <Group>
          <SignInButtons withRegister={false} />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>While your account is closed:</Trans>
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Trans>you can no longer sign in, play, deposit, chat or claim rewards;</Trans>
        </List.Item>
        <List.Item>
          <Trans>unclaimed rewards, bonuses and free play are lost.</Trans>
        </List.Item>
      </List>
      <Text size="sm">
        <Trans>
          Taking a break because of gambling concerns? Read about{' '}
          <Anchor href="/responsible-gambling" target="_blank" rel="noopener" inherit>
            responsible gambling
          </Anchor>{' '}
          and the help available.
        </Trans>
      </Text>
      <SegmentedControl
        fullWidth
        value={period}
        onChange={(value) => form.setFieldValue('period', value as ClosePeriod)}
        data={[
          { value: '1d', label: t`1 day` },
          { value: '1w', label: t`1 week` },
          { value: '1m', label: t`1 month` },
          { value: '6m', label: t`6 months` },
          { value: 'forever', label: t`For good` },
        ]}
        aria-label={t`Close my account for`}
      />
      {passwordless ? null : (
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
      )}
      <Checkbox
        {...form.getInputProps('confirm', { type: 'checkbox' })}
        label={
          period === 'forever' ? (
            <Trans>I understand that closing my account cannot be undone.</Trans>
          ) : (
            <Trans>I understand that I cannot reopen my account before the period ends.</Trans>
          )
        }
      />
      <FormError message={reauth.error} />
      {reauth.signInAgain !== null ? <SignInAgain message={reauth.signInAgain} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Keep my account</Trans>
        </Button>
        <Button
          color="red"
          disabled={!form.isValid()}
          // Still busy once closed: the page is on its way to the home page.
          loading={closing.isPending || closing.isSuccess}
          onClick={() => closing.mutate()}
          data-testid="close-account-confirm"
        >
          <Trans>Close account</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
