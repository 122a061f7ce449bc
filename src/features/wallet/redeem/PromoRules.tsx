/** How promo codes work, from the Bonus and Promotion Policy §3.1. */
import { Trans } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { PolicyRules } from '../PolicyRules';

export function PromoRules() {
  return (
    <PolicyRules>
      <List.Item>
        <Trans>Codes are not case-sensitive: WELCOME and welcome are the same code.</Trans>
      </List.Item>
      <List.Item>
        <Trans>Each code can be redeemed once per player.</Trans>
      </List.Item>
      <List.Item>
        <Trans>
          A code may have a limited number of uses and an end date; once either is reached it can no
          longer be redeemed.
        </Trans>
      </List.Item>
    </PolicyRules>
  );
}
