/**
 * Active sessions: every device signed in to the account, this one marked; any other can be
 * signed out, or all of them at once with sign-out-everywhere (which ends this one too).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@/contracts/auth';
import { useErrorText } from '@/shared/api/use-error-text';
import { useLogout } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { endSession } from '../account-calls';
import { describeDevice } from './describe-device';
import { sessionsQuery, sessionsQueryKey } from './queries';

function SessionRow({ session }: { session: SessionInfo }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => endSession(session.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
    onError: (error) => void showToast({ kind: 'error', message: errorText(error) }),
  });
  const lastSeen = i18n.date(new Date(session.lastSeenAt), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="session-row">
      <Stack gap={0}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {describeDevice(session.userAgent)}
          </Text>
          {session.current ? (
            <Badge size="xs" variant="light">
              <Trans>This device</Trans>
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ip ?? ''} · <Trans>Last active {lastSeen}</Trans>
        </Text>
      </Stack>
      {session.current ? null : (
        <Button size="xs" variant="default" loading={end.isPending} onClick={() => end.mutate()}>
          <Trans>Sign out</Trans>
        </Button>
      )}
    </Group>
  );
}

export function SessionsList() {
  const errorText = useErrorText();
  const { data, isPending, error } = useQuery(sessionsQuery());
  const logout = useLogout();
  if (isPending) return <Loader size="sm" />;
  if (error)
    return (
      <Text c="red" size="sm">
        {errorText(error)}
      </Text>
    );
  return (
    <Stack gap="sm">
      {data.sessions.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
      <Button
        color="red"
        variant="light"
        w="fit-content"
        onClick={() => logout({ everywhere: true, redirectToLogin: true })}
        data-testid="logout-everywhere"
      >
        <Trans>Sign out everywhere</Trans>
      </Button>
    </Stack>
  );
}
