/**
 * Confirming an Ember account link: a visitor signs in first; a player confirms and the
 * server links the id. 'User already linked to another account' shows as ember.linkFailure.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMBER_ALREADY_LINKED } from '@/contracts/tracking';
import { useErrorText } from '@/shared/api/use-error-text';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { SignInButtons } from '../SignInButtons';
import { linkEmberAccount } from './link-ember';

const LINK_FAILURE = msg({
  id: 'ember.linkFailure',
  message: 'This Ember account is already linked to another player.',
});

export function EmberLinkConfirm({ emberId, close }: { emberId: string; close: () => void }) {
  const { i18n, t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const queryClient = useQueryClient();
  const link = useMutation({
    mutationFn: () => linkEmberAccount(emberId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.current });
      void showToast({ kind: 'success', message: t`Your Ember account is linked.` });
      close();
    },
  });
  const errorText = useErrorText();
  const failure = link.error ? errorText(link.error) : null;

  if (!isSignedIn) {
    return (
      <>
        <Text size="sm">
          <Trans>Sign in to the account you want to link it to.</Trans>
        </Text>
        <Group>
          <SignInButtons />
        </Group>
      </>
    );
  }
  return (
    <>
      <FormError message={failure === EMBER_ALREADY_LINKED ? i18n._(LINK_FAILURE) : failure} />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={link.isPending} onClick={() => link.mutate()} data-testid="link-account">
          <Trans>Link account</Trans>
        </Button>
      </Group>
    </>
  );
}
