/**
 * A tab's rows in the fixed 500 px area: the first page from the server, then each new bet on
 * top (the whole body slides down one row and the new row fades in; nothing under
 * prefers-reduced-motion). The area's height never changes, loading or empty or full.
 */
import { Trans } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BetsFeedTab } from '@/contracts/bets-feed';
import classes from './BetsFeed.module.css';
import { FEED_COLUMNS_FROM, FeedRow } from './FeedRow';
import { betsFeedQuery } from './queries';
import { useArrivals } from './use-arrivals';

interface Props {
  tab: BetsFeedTab;
  userId: string | null;
}

export function FeedTable({ tab, userId }: Props) {
  const { data, isError } = useQuery(betsFeedQuery(tab, userId));
  const { fresh, arrival } = useArrivals(data);
  let notice = null;
  if (isError) notice = <Trans>The bets could not be loaded.</Trans>;
  else if (data?.length === 0) notice = <Trans>No bets yet.</Trans>;
  return (
    <div className={classes.area} data-testid="bets-feed-area">
      <Table className={classes.table} verticalSpacing={0} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Game</Trans>
            </Table.Th>
            <Table.Th visibleFrom={FEED_COLUMNS_FROM.player}>
              <Trans>Player</Trans>
            </Table.Th>
            <Table.Th visibleFrom={FEED_COLUMNS_FROM.time}>
              <Trans>Time</Trans>
            </Table.Th>
            <Table.Th visibleFrom={FEED_COLUMNS_FROM.bet}>
              <Trans>Bet</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Multiplier</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Payout</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody key={arrival} className={arrival > 0 ? classes.pushed : undefined}>
          {data?.map((row) => (
            <FeedRow key={row.id} row={row} fresh={fresh.has(row.id)} />
          ))}
        </Table.Tbody>
      </Table>
      {notice ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          {notice}
        </Text>
      ) : null}
    </div>
  );
}
