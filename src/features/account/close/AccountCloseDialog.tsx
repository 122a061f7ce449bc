/**
 * The `accountClose` dialog: what closing an account means (Terms §11.1), a confirmation the
 * player must tick, and the honest state of the action. The server cannot close accounts yet;
 * until it can, the Terms' route — writing to support — is the way, so the dialog gives it.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { BRAND } from '@/shared/lib/brand';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function AccountCloseDialog({ close }: DialogBodyProps<'accountClose'>) {
  const [understood, setUnderstood] = useState(false);
  const email = BRAND.supportEmail;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>Closing your account is permanent. Once it is closed:</Trans>
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Trans>you can no longer sign in, play, deposit, chat or claim rewards;</Trans>
        </List.Item>
        <List.Item>
          <Trans>any verified balance is paid out, less any amounts owed to us;</Trans>
        </List.Item>
        <List.Item>
          <Trans>unclaimed rewards, bonuses and free play are lost.</Trans>
        </List.Item>
      </List>
      <Text size="sm">
        <Trans>
          If you want to stop because of gambling concerns, please use{' '}
          <Anchor href="/responsible-gambling" target="_blank" rel="noopener" inherit>
            self-exclusion
          </Anchor>{' '}
          instead, so that the account cannot be reopened.
        </Trans>
      </Text>
      <Checkbox
        checked={understood}
        onChange={(e) => setUnderstood(e.currentTarget.checked)}
        label={<Trans>I understand that closing my account cannot be undone.</Trans>}
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        <Trans>
          Accounts cannot be closed from this dialog yet. To close yours now, write to{' '}
          <Anchor href={`mailto:${email}`} inherit>
            {email}
          </Anchor>{' '}
          from the email address of your account.
        </Trans>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          <Trans>Keep my account</Trans>
        </Button>
        <Button color="red" disabled data-understood={understood}>
          <Trans>Close account</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
