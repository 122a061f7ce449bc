/**
 * The end of the `confirmAccountLink` dialog for an identity provider: the player the link is
 * for confirms it; anyone else proves it is their account with its password, which also signs
 * them in (through the second factor when it is on). The access token goes back to the server
 * untouched and is never shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { useFinishSignIn } from '../auth/use-finish-sign-in';
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
  const isOwner = Boolean(userId) && user?.id === userId;
  const link = useMutation({
    mutationFn: () => confirmProviderLink(accessToken, isOwner ? undefined : password),
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
        </>
      )}
      <FormError message={link.error ? errorText(link.error) : null} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          loading={link.isPending}
          disabled={!isOwner && password === ''}
          data-testid="link-account"
        >
          <Trans>Link account</Trans>
        </Button>
      </Group>
    </form>
  );
}
