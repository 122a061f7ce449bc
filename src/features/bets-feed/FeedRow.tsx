/**
 * One settled bet in the feed: the game (a link to its page), the player or "Hidden", the
 * time, the bet, the multiplier and the payout. Player and bet show from `sm`, the time from
 * `md`: a phone keeps the game and what it paid.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { BetsFeedRow } from '@/contracts/bets-feed';
import { gameLink } from '@/contracts/game-link';
import { formatUsdRounded } from '@/shared/lib/money';
import classes from './BetsFeed.module.css';

export const FEED_COLUMNS_FROM = { player: 'sm', time: 'md', bet: 'sm' } as const;

interface Props {
  row: BetsFeedRow;
  /** Arrived since the table's last render: it fades in. */
  fresh: boolean;
}

export function FeedRow({ row, fresh }: Props) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const href = gameLink({ identifier: row.game });
  const onGameClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
  const won = row.payout > 0;
  return (
    <Table.Tr
      className={fresh ? classes.fresh : undefined}
      data-testid="bets-feed-row"
      data-fresh={fresh || undefined}
    >
      <Table.Td>
        <Anchor href={href} onClick={onGameClick} c="gray.2" fw={600} size="sm">
          {row.gameName}
        </Anchor>
      </Table.Td>
      <Table.Td visibleFrom={FEED_COLUMNS_FROM.player}>
        {row.player ?? (
          <Text span c="dimmed" fs="italic" size="sm">
            <Trans>Hidden</Trans>
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom={FEED_COLUMNS_FROM.time} c="dimmed">
        {i18n.date(row.time, { hour: '2-digit', minute: '2-digit' })}
      </Table.Td>
      <Table.Td visibleFrom={FEED_COLUMNS_FROM.bet}>
        {formatUsdRounded(i18n, row.betAmount)}
      </Table.Td>
      <Table.Td>
        {i18n.number(row.multiplier, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×
      </Table.Td>
      <Table.Td c={won ? 'emerald.5' : 'dimmed'} fw={won ? 700 : undefined}>
        {formatUsdRounded(i18n, row.payout)}
      </Table.Td>
    </Table.Tr>
  );
}
