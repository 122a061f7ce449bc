/**
 * The cashier's buy tab: buying crypto with a bank card through the on-ramp partner. The coins
 * go to the player's own deposit address and are credited like any other crypto deposit; the
 * purchases below follow their status live. Gated like deposits: a player on a break or
 * self-excluded sees why instead of the form (the server refuses them, and other regions, too).
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { ExclusionBanner, useExclusion } from '@/features/responsible-gambling';
import { BuyForm } from '../buy-crypto/BuyForm';
import { OnrampOrders } from '../buy-crypto/OnrampOrders';

export function BuyPanel() {
  const exclusion = useExclusion();
  return (
    <Stack gap="md" data-testid="cashier-buy">
      <Text size="sm">
        <Trans>
          Buy crypto with a bank card through a payment partner; the crypto is then deposited to
          your balance like any other crypto deposit.
        </Trans>
      </Text>
      {exclusion ? <ExclusionBanner /> : <BuyForm />}
      <OnrampOrders />
    </Stack>
  );
}
