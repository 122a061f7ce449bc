/**
 * The `confirmAccountLink` dialog (opened on load by `?confirmAccountLink` with provider,
 * uniqueId and userId): the player confirms linking an outside account to theirs. The access
 * token is never shown. The server has no accounts to link to yet, so the confirmation is
 * disabled with the reason shown.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { LinkDetails } from './LinkDetails';

export function ConfirmAccountLinkDialog({ params, close }: DialogBodyProps<'confirmAccountLink'>) {
  const provider = params.provider;
  return (
    <Stack gap="md">
      <Text size="sm">
        {provider ? (
          <Trans>Your {provider} account will be linked with these details:</Trans>
        ) : (
          <Trans>The link did not say which account to connect.</Trans>
        )}
      </Text>
      <LinkDetails
        rows={[
          { id: 'provider', label: <Trans>Provider</Trans>, value: provider },
          { id: 'name', label: <Trans>Name</Trans>, value: params.name },
          { id: 'uniqueId', label: <Trans>Account id</Trans>, value: params.uniqueId },
        ]}
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        <Trans>
          Accounts cannot be linked on this server yet, so this link cannot be confirmed.
        </Trans>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled>
          <Trans>Link account</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
