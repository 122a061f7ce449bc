/**
 * 'Unregister PWA' (spec part 2 §2): after the spec's confirm text, removes the service worker
 * and its caches and reloads — the way out when updates are not arriving.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { unregisterServiceWorkers } from '@/features/pwa';
import { showToast } from '@/shared/ui/toast';

export function UnregisterPwaButton() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const unregister = useMutation({
    mutationFn: unregisterServiceWorkers,
    onSuccess: (result) => {
      console.info('[pwa] unregistered', result);
      window.location.reload();
    },
    onError: (error) => {
      console.error('[pwa] unregister failed', error);
      showToast({
        kind: 'error',
        message: t`The app could not be unregistered. Please try again.`,
      });
      close();
    },
  });

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
          <Button
            color="red" // Still busy once done: the page is reloading.
            loading={unregister.isPending || unregister.isSuccess}
            onClick={() => unregister.mutate()}
          >
            <Trans>Unregister</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
