/**
 * The reality check: how long this session has lasted and its net result (wins minus stakes
 * since sign-in), with the three answers regulators ask for: continue, stop (signs the player
 * out, the usual industry behaviour: the session and its play end here) and view history
 * (the history dialog, with the reminder answered). It cannot be dismissed without an answer.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useModal } from '@/shared/lib/modal-navigation';
import { formatUsdRounded } from '@/shared/lib/money';
import { useLogout } from '@/shared/session';
import { sessionSummaryQuery } from '../queries';
import { hoursAndMinutes, type SessionTiming, serverNow } from './timer';

export function RealityCheckModal({
  timing,
  onAnswered,
}: {
  timing: SessionTiming;
  onAnswered: () => void;
}) {
  const { i18n, t } = useLingui();
  const logout = useLogout();
  const modal = useModal();
  const { data } = useQuery({ ...sessionSummaryQuery(), refetchOnMount: 'always' });
  const { hours, minutes } = hoursAndMinutes(serverNow(timing, Date.now()) - timing.startedAt);
  const duration = hours > 0 ? t`${hours} h ${minutes} min` : t`${minutes} min`;

  return (
    <Modal
      opened
      onClose={onAnswered}
      title={t`Reality check`}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      data-testid="reality-check"
    >
      <Stack gap="md">
        <Text>
          <Trans>
            You have been playing for <b data-testid="reality-check-duration">{duration}</b> in this
            session.
          </Trans>
        </Text>
        {data ? (
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>
                  <Trans>Stakes</Trans>
                </Table.Td>
                <Table.Td ta="end">{formatUsdRounded(i18n, data.staked)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>
                  <Trans>Winnings</Trans>
                </Table.Td>
                <Table.Td ta="end">{formatUsdRounded(i18n, data.won)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td fw={700}>
                  <Trans>Net result</Trans>
                </Table.Td>
                <Table.Td
                  ta="end"
                  fw={700}
                  c={data.net < 0 ? 'red' : undefined}
                  data-testid="reality-check-net"
                >
                  {formatUsdRounded(i18n, data.net)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            <Trans>Loading your session's results…</Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              onAnswered();
              modal.open('history', {});
            }}
          >
            <Trans>View history</Trans>
          </Button>
          <Button variant="light" color="red" onClick={() => logout()}>
            <Trans>Stop playing</Trans>
          </Button>
          <Button onClick={onAnswered} data-autofocus>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
