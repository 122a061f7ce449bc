/** The free play rules of the Bonus and Promotion Policy §8. */
import { Trans } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { PolicyRules } from '../PolicyRules';

export function FreePlayRules() {
  return (
    <PolicyRules>
      <List.Item>
        <Trans>
          Free spins are valid only on the games named in the offer, at the stake set for them.
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>
          Free bets are valid only on the sports and markets named. Only the winnings are credited,
          not the free bet stake.
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>
          Winnings from free play are credited as bonus funds and have to be wagered as the offer
          states, unless it says there is no wagering.
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>Unused free play expires after 7 days, unless the offer says otherwise.</Trans>
      </List.Item>
    </PolicyRules>
  );
}
