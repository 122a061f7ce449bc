/** The players who joined through the link, newest first, with when they joined. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ReferredPlayer } from '@/contracts/affiliate';

export function ReferredPlayersList({
  players,
  total,
}: {
  players: ReferredPlayer[];
  total: number;
}) {
  const { i18n } = useLingui();
  const hidden = total - players.length;
  return (
    <>
      <Table striped data-testid="affiliate-referred">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Player</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Joined</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((player) => (
            <Table.Tr key={player.name}>
              <Table.Td>{player.name}</Table.Td>
              <Table.Td>{i18n.date(player.joinedAt, { dateStyle: 'medium' })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {hidden > 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>and {hidden} more</Trans>
        </Text>
      ) : null}
    </>
  );
}
