/** The cashier's buy tab: buying crypto with a card through a payment partner. */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { UnavailableNote } from '../UnavailableNote';

export function BuyPanel() {
  return (
    <Stack gap="md" data-testid="cashier-buy">
      <Text size="sm">
        <Trans>
          Buy crypto with a bank card through a payment partner; the crypto is then deposited to
          your balance like any other crypto deposit.
        </Trans>
      </Text>
      <UnavailableNote>
        <Trans>
          No card payment partner is connected to this server, so crypto cannot be bought here.
        </Trans>
      </UnavailableNote>
    </Stack>
  );
}
