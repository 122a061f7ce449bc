/**
 * The end of the `confirmAccountLink` dialog for an identity provider: the player the link is
 * for confirms it; anyone else proves it is their account with its password, which also signs
 * them in (through the second factor when it is on), so like the sign-in form it shows the
 * captcha once the server asks for one (too many failed sign-ins on the account). The access
 * token goes back to the server untouched and is never shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { oauthLinkBodySchema } from '@/contracts/identity';
import { CaptchaField } from '@/features/captcha';
import { useErrorText } from '@/shared/api/use-error-text';
import { contractValidate } from '@/shared/forms/contract-validate';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { useFinishSignIn } from '../auth/use-finish-sign-in';
import { useSignInCaptcha } from '../auth/use-sign-in-captcha';
import { confirmProviderLink, linkedAccountsQueryKey } from './queries';

interface Props {
  providerName: string;
  accessToken: string;
  userId: string | undefined;
  close: () => void;
}

/** The password of the account being linked: optional in the request only for its owner. */
const linkPasswordSchema = z.object({ password: oauthLinkBodySchema.shape.password.def.innerType });
const ownerSchema = z.object({});

export function ProviderLinkConfirm({ providerName, accessToken, userId, close }: Props) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const finishSignIn = useFinishSignIn(close, false);
  const errorText = useErrorText();
  const captcha = useSignInCaptcha();
  const isOwner = Boolean(userId) && user?.id === userId;
  // No messages: Link account stays disabled until the contract's rule passes.
  const form = useForm({
    initialValues: { password: '' },
    validate: contractValidate(isOwner ? ownerSchema : linkPasswordSchema, () => undefined),
  });
  const link = useMutation({
    mutationFn: ({ password, solved }: { password: string; solved: string | undefined }) =>
      isOwner
        ? confirmProviderLink(accessToken)
        : captcha.attempt(solved, () => confirmProviderLink(accessToken, password, solved)),
    onSuccess: async (result) => {
      void showToast({ kind: 'success', message: t`Your ${providerName} account is linked.` });
      void queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey });
      if (result.signIn) return finishSignIn(result.signIn);
      await queryClient.invalidateQueries({ queryKey: accountKeys.current });
      close();
    },
  });
  const failure = link.error;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (link.isPending || !form.isValid()) return;
        link.mutate({ password: form.values.password, solved: captcha.answer });
      }}
    >
      {isOwner ? null : (
        <>
          <Text size="sm" mb="sm">
            <Trans>Enter the password of this account to link it.</Trans>
          </Text>
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            mb="md"
            data-testid="link-password"
          />
          {captcha.needed ? (
            <CaptchaField
              onChange={captcha.setSolution}
              resetKey={captcha.resetKey}
              testId="link-captcha"
            />
          ) : null}
        </>
      )}
      <FormError
        message={
          failure
            ? (captcha.describe(failure, link.variables?.solved !== undefined) ??
              errorText(failure))
            : null
        }
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          loading={link.isPending}
          disabled={!form.isValid() || (!isOwner && !captcha.ready)}
          data-testid="link-account"
        >
          <Trans>Link account</Trans>
        </Button>
      </Group>
    </form>
  );
}
