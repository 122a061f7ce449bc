/**
 * The promo codes this player redeemed (GET /promo/redemptions): the only free credits this
 * server grants today, listed with what each gave and when.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '@/shared/lib/money';
import { balanceLabel } from '../balance-label';
import { usePaymentErrorText } from '../cashier/error-text';
import { promoRedemptionsQuery } from '../redeem/queries';

export function PromoRewards() {
  const { i18n, t } = useLingui();
  const errorText = usePaymentErrorText();
  const { data, error, isPending } = useQuery(promoRedemptionsQuery());
  if (isPending) return <Loader size="sm" />;
  if (error) {
    return (
      <Text size="sm" c="red">
        {errorText(error)}
      </Text>
    );
  }
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="promo-rewards-empty">
        <Trans>You have not redeemed a promo code yet.</Trans>
      </Text>
    );
  }
  return (
    <Table striped verticalSpacing={6} data-testid="promo-rewards">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Code`}</Table.Th>
          <Table.Th>{t`Reward`}</Table.Th>
          <Table.Th>{t`Redeemed`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row) => (
          <Table.Tr key={`${row.code}:${row.redeemedAt}`}>
            <Table.Td>{row.code}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <span>{formatUsd(i18n, row.amount)}</span>
                <Text span size="xs" c="dimmed">
                  {balanceLabel(i18n, row.balanceType)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>{i18n.date(new Date(row.redeemedAt), { dateStyle: 'medium' })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function PromoRewardsSection({ onRedeem }: { onRedeem: () => void }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          <Trans>Your promo code rewards</Trans>
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onRedeem}>
          <Trans>Redeem a code</Trans>
        </Anchor>
      </Group>
      <PromoRewards />
    </Stack>
  );
}
