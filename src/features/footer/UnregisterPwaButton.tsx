/**
 * 'Unregister PWA' (spec part 2 §2): after the spec's confirm text, removes the service worker
 * and its caches and reloads — the way out when updates are not arriving.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { unregisterServiceWorkers } from '@/features/pwa';
import { showToast } from '@/shared/ui/toast';

export function UnregisterPwaButton() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await unregisterServiceWorkers();
      console.info('[pwa] unregistered', result);
      window.location.reload();
    } catch (error) {
      console.error('[pwa] unregister failed', error);
      showToast({
        kind: 'error',
        message: t`The app could not be unregistered. Please try again.`,
      });
      setBusy(false);
      close();
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        onClick={open}
        data-testid="unregister-pwa"
      >
        <Trans>Unregister PWA</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Unregister PWA`} size="sm">
        <Text size="sm" mb="lg" data-testid="unregister-confirm-text">
          <Trans>
            Are you sure you want to unregister the PWA app? This might help if updates are not
            working.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            <Trans>Unregister</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
