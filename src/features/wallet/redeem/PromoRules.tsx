/** How promo codes work, from the Bonus and Promotion Policy §3.1. */
import { Trans } from '@lingui/react/macro';
import { Anchor, List } from '@mantine/core';

export function PromoRules() {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        <Trans>Codes are not case-sensitive: WELCOME and welcome are the same code.</Trans>
      </List.Item>
      <List.Item>
        <Trans>Each code can be redeemed once per player.</Trans>
      </List.Item>
      <List.Item>
        <Trans>
          A code may have a limited number of uses, start and end dates, and conditions such as a
          first deposit.
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>
          Full rules are in the{' '}
          <Anchor href="/bonus-and-promotion-policy" target="_blank" rel="noopener" inherit>
            Bonus and Promotion Policy
          </Anchor>
          .
        </Trans>
      </List.Item>
    </List>
  );
}
