/**
 * The end of the `confirmAccountLink` dialog for an identity provider: the player the link is
 * for confirms it; anyone else proves it is their account with its password, which also signs
 * them in (through the second factor when it is on), so like the sign-in form it shows the
 * captcha once the server asks for one (too many failed sign-ins on the account). The access
 * token goes back to the server untouched and is never shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CaptchaField } from '@/features/captcha';
import { useErrorText } from '@/shared/api/use-error-text';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { useFinishSignIn } from '../auth/use-finish-sign-in';
import { useSignInCaptcha } from '../auth/use-sign-in-captcha';
import { confirmProviderLink, linkedAccountsQueryKey } from './identity-api';

interface Props {
  providerName: string;
  accessToken: string;
  userId: string | undefined;
  close: () => void;
}

export function ProviderLinkConfirm({ providerName, accessToken, userId, close }: Props) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const finishSignIn = useFinishSignIn(close, false);
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const captcha = useSignInCaptcha();
  // Worded when the refusal comes: the first one explains, later ones say it did not pass.
  const [captchaRefusal, setCaptchaRefusal] = useState<string | undefined>();
  const isOwner = Boolean(userId) && user?.id === userId;
  const link = useMutation({
    mutationFn: async () => {
      if (isOwner) return confirmProviderLink(accessToken);
      const describeRefusal = captcha.describe;
      try {
        return await captcha.attempt((solved) =>
          confirmProviderLink(accessToken, password, solved),
        );
      } catch (error) {
        setCaptchaRefusal(describeRefusal(error));
        throw error;
      }
    },
    onSuccess: async (result) => {
      void showToast({ kind: 'success', message: t`Your ${providerName} account is linked.` });
      void queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey });
      if (result.signIn) return finishSignIn(result.signIn);
      await queryClient.invalidateQueries({ queryKey: accountKeys.current });
      close();
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        link.mutate();
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
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
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
      <FormError message={link.error ? (captchaRefusal ?? errorText(link.error)) : null} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          loading={link.isPending}
          disabled={!isOwner && (password === '' || !captcha.ready)}
          data-testid="link-account"
        >
          <Trans>Link account</Trans>
        </Button>
      </Group>
    </form>
  );
}
