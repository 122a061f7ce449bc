/**
 * Deposit bonuses for the cashier's deposit tab and the history's bonuses tab: the player's
 * current (or latest) bonus with its progress, then the offers they can claim — one bonus at
 * a time, so offers wait while one is in progress.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BonusOfferCard } from './BonusOfferCard';
import { currentBonus, isOpenBonus } from './bonus-rules';
import { PlayerBonusCard } from './PlayerBonusCard';
import { bonusesQuery } from './queries';

export function DepositBonusSection() {
  const query = useQuery(bonusesQuery());
  const heading = (
    <Title order={4}>
      <Trans>Deposit bonuses</Trans>
    </Title>
  );

  if (query.isPending) {
    return (
      <Stack gap="sm" data-testid="deposit-bonus-section" aria-busy>
        {heading}
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  if (query.error) {
    return (
      <Stack gap="sm" data-testid="deposit-bonus-section">
        {heading}
        <Alert color="red" variant="light" title={<Trans>Bonuses could not be loaded.</Trans>}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </Stack>
    );
  }

  const { offers, bonuses } = query.data;
  const bonus = currentBonus(bonuses);
  const inProgress = bonus !== null && isOpenBonus(bonus.state);
  return (
    <Stack gap="sm" data-testid="deposit-bonus-section">
      {heading}
      {bonus ? <PlayerBonusCard bonus={bonus} /> : null}
      {offers.map((offer) => (
        <BonusOfferCard key={offer.id} offer={offer} blocked={inProgress} />
      ))}
      {!bonus && offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No deposit bonus offers right now.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
