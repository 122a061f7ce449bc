/** The clock and size limits of a Kadi table (./kadi-limits). */
import { Trans } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { KADI_LIMITS } from './kadi-limits';

export function KadiTimingRules({ turnSeconds }: { turnSeconds: number }) {
  const { maxConsecutiveTimeouts, maxCards } = KADI_LIMITS;
  return (
    <List size="sm" spacing={4}>
      <List.Item data-testid="kadi-turn-time">
        <Trans>Each turn lasts {turnSeconds} seconds.</Trans>
      </List.Item>
      <List.Item>
        <Trans>If your time runs out, a card is drawn for you.</Trans>
      </List.Item>
      <List.Item>
        <Trans>
          After {maxConsecutiveTimeouts} time-outs in a row you may be removed from the table, and
          your stake is lost.
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>A player can hold at most {maxCards} cards.</Trans>
      </List.Item>
    </List>
  );
}
