/**
 * An Original's bet as a player reads it (spec part 2 §3 'Bet record'): the game, stake,
 * multiplier, payout, profit and time, the seeds that decided it, the board's size, and a
 * "Verify" link that opens /fair filled in with them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { BetRecord } from '@/contracts/originals';
import { formatUsd } from '@/shared/lib/money';
import { DataFact } from '@/shared/ui/DataFact';
import { RouterButton } from '@/shared/ui/router-links';
import { verifySearchOf } from './verify-search';

export function BetRecordView({ record }: { record: BetRecord }) {
  const { i18n } = useLingui();
  const multiplier = `${record.mult.toFixed(2)}×`;
  return (
    <Stack gap="md" data-testid="bet-record">
      <Group justify="space-between" gap="xs">
        <Title order={5}>{record.gameName}</Title>
        <Badge color={record.won ? 'emerald' : 'red'} variant="light">
          {record.won ? <Trans>Win</Trans> : <Trans>Loss</Trans>}
        </Badge>
      </Group>
      <DataList size="sm">
        <DataFact label={<Trans>Bet</Trans>} testId="bet-record-amount">
          {formatUsd(i18n, record.betAmount)} {record.balanceType.toUpperCase()}
        </DataFact>
        <DataFact label={<Trans>Multiplier</Trans>} testId="bet-record-multiplier">
          {multiplier}
        </DataFact>
        <DataFact label={<Trans>Payout</Trans>} testId="bet-record-payout">
          {formatUsd(i18n, record.payoutValue)}
        </DataFact>
        <DataFact label={<Trans>Profit</Trans>} testId="bet-record-profit">
          {formatUsd(i18n, record.profit)}
        </DataFact>
        <DataFact label={<Trans>Time</Trans>}>
          {i18n.date(record.timestamp, { dateStyle: 'medium', timeStyle: 'medium' })}
        </DataFact>
        {record.gridCount === undefined ? null : (
          <DataFact label={<Trans>Tiles</Trans>}>{record.gridCount}</DataFact>
        )}
        {record.minesCount === undefined ? null : (
          <DataFact label={<Trans>Number of mines</Trans>}>{record.minesCount}</DataFact>
        )}
        {record.towersCount === undefined ? null : (
          <DataFact label={<Trans>Rows climbed</Trans>}>{record.towersCount}</DataFact>
        )}
        <DataFact label={<Trans>Server seed hash</Trans>} testId="bet-record-round-hash">
          {record.roundHash}
        </DataFact>
        <DataFact label={<Trans>Server seed</Trans>} testId="bet-record-server-seed">
          {record.serverSeed ?? (
            <Text span size="sm" c="dimmed">
              <Trans>Hidden until you rotate your seed pair.</Trans>
            </Text>
          )}
        </DataFact>
        <DataFact label={<Trans>Client seed</Trans>} testId="bet-record-client-seed">
          {record.clientSeed}
        </DataFact>
        <DataFact label={<Trans>Nonce</Trans>} testId="bet-record-nonce">
          {record.nonce}
        </DataFact>
      </DataList>
      <RouterButton
        to="/fair"
        search={verifySearchOf(record)}
        hash="verifier"
        variant="light"
        leftSection={<IconShieldCheck size={16} />}
        data-testid="bet-record-verify"
      >
        <Trans>Verify</Trans>
      </RouterButton>
    </Stack>
  );
}
