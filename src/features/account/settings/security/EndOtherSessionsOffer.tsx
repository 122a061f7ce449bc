/**
 * The offer after a password or two-factor change: the player's other devices are still
 * signed in; one click signs them all out (POST /account/sessions/sanitize).
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorText } from '@/shared/api/use-error-text';
import { showToast } from '@/shared/ui/toast';
import { endOtherSessions } from '../account-calls';
import { sessionsQueryKey } from './queries';

export function EndOtherSessionsOffer({ count, onDone }: { count: number; onDone: () => void }) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => void showToast({ kind: 'error', message: errorText(error) }),
  });
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">
        <Trans>You are still signed in on {count} other device(s). Sign them out to be safe?</Trans>
      </Text>
      <Button
        size="xs"
        loading={end.isPending}
        onClick={() => end.mutate()}
        data-testid="end-other-sessions"
      >
        <Trans>Sign out other devices</Trans>
      </Button>
    </Group>
  );
}
