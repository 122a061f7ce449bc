/**
 * The `walletSettings` dialog (needs sign-in): how balances are shown. Amounts show in US
 * dollars, the spec's default display currency; hiding empty balances is the one choice. The
 * server cannot store account settings yet, so saving is disabled with that reason. `userId`
 * names whose settings are meant; only the player's own can be changed.
 */
import { Trans } from '@lingui/react/macro';
import { Button, DataList, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '@/features/account';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { UnavailableNote } from '../UnavailableNote';

export function WalletSettingsDialog({ params, close }: DialogBodyProps<'walletSettings'>) {
  const { user } = useCurrentUser();
  const [hideEmpty, setHideEmpty] = useState(false);
  if (params.userId && user && params.userId !== user.id) {
    return (
      <Stack gap="md">
        <Text size="sm">
          <Trans>You can only change your own wallet settings.</Trans>
        </Text>
        <Button variant="default" onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <DataList size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Display currency</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>USD</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Switch
        checked={hideEmpty}
        onChange={(e) => setHideEmpty(e.currentTarget.checked)}
        label={<Trans>Hide empty balances</Trans>}
        description={
          <Trans>
            Balances under 0.01 are left out of the balance list, except the one in use.
          </Trans>
        }
      />
      <UnavailableNote>
        <Trans>This server cannot store account settings yet, so changes cannot be saved.</Trans>
      </UnavailableNote>
      <Button disabled fullWidth>
        <Trans>Save</Trans>
      </Button>
    </Stack>
  );
}
