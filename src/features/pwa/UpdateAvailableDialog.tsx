/**
 * The `UpdateAvailable` dialog (spec part 2 §4): 'Later' closes it and the same build is not
 * offered again in this tab; 'Update Now' activates the waiting service worker, which reloads
 * the page once it takes control. Without a waiting worker (no registration, or opened by
 * hand) it reloads the page to fetch the new version.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { updateServiceWorkerAtom, waitingBuildAtom } from './atoms';
import { postponeUpdate } from './postponed-update';

export function UpdateAvailableDialog({ close }: DialogBodyProps<'UpdateAvailable'>) {
  const updateServiceWorker = useAtomValue(updateServiceWorkerAtom);
  const waitingBuild = useAtomValue(waitingBuildAtom);
  const [updating, setUpdating] = useState(false);

  const updateNow = async () => {
    setUpdating(true);
    if (!updateServiceWorker) {
      window.location.reload();
      return;
    }
    try {
      await updateServiceWorker();
    } catch (error) {
      // The worker could not be activated; a plain reload still fetches the new version.
      console.error('[pwa] update failed, reloading', error);
      window.location.reload();
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          A new version of the app is available. Update now to get the latest features and fixes.
        </Trans>
      </Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            if (waitingBuild) postponeUpdate(waitingBuild);
            close();
          }}
          disabled={updating}
        >
          <Trans>Later</Trans>
        </Button>
        <Button loading={updating} onClick={() => void updateNow()}>
          <Trans>Update Now</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
