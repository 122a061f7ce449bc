/**
 * The end of the `confirmSignup` dialog: 'Create account' hands the signed sign-up token back
 * to the server, which creates the account, links the provider and signs the browser in; the
 * player then chooses a username (the auth dialog's setUsername tab). Refusals (expired, used,
 * region) are shown in place and nothing is created.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorText } from '@/shared/api/use-error-text';
import { useModal } from '@/shared/lib/modal-navigation';
import { refreshSignedInSession } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { confirmProviderSignup } from './queries';

export function ProviderSignupConfirm({ token, close }: { token: string; close: () => void }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const errorText = useErrorText();
  const create = useMutation({
    mutationFn: () => confirmProviderSignup(token),
    onSuccess: async () => {
      await refreshSignedInSession(queryClient);
      modal.open('auth', { tab: 'setUsername' }, { replace: true });
    },
  });
  return (
    <>
      <FormError message={create.error ? errorText(create.error) : null} />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          loading={create.isPending}
          onClick={() => create.mutate()}
          data-testid="confirm-signup"
        >
          <Trans>Create account</Trans>
        </Button>
      </Group>
    </>
  );
}
