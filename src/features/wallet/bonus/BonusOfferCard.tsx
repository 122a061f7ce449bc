/** One deposit bonus offer: what it grants, its terms, and the claim button. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { BonusOffer } from '@/contracts/bonuses';
import { formatAmount } from '@/shared/lib/money';
import { formatDuration } from './bonus-rules';
import { claimBonus } from './queries';
import { useBonusAction } from './use-bonus-action';

interface Props {
  offer: BonusOffer;
  /** While another bonus is in progress: one at a time. */
  blocked: boolean;
}

export function BonusOfferCard({ offer, blocked }: Props) {
  const { i18n } = useLingui();
  const claim = useBonusAction(claimBonus);
  const minimum = formatAmount(offer.minDeposit);
  const multiple = offer.wagerMultiple;
  const limit = formatDuration(offer.expiryHours, i18n.locale);
  return (
    <Card withBorder radius="md" p="md" data-testid="bonus-offer" data-offer-id={offer.id}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconGift size={18} aria-hidden />
          <Text fw={700}>{offer.name}</Text>
        </Group>
        <Text size="sm">
          {offer.kind === 'match' ? (
            <Trans>
              {offer.matchPercent}% of your deposit, up to {formatAmount(offer.maxAmount ?? 0)},
              when you deposit at least {minimum}.
            </Trans>
          ) : (
            <Trans>
              {formatAmount(offer.fixedAmount ?? 0)} when you deposit at least {minimum}.
            </Trans>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            Wager {multiple}× the bonus before withdrawing. Time limit: {limit} from the claim.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button
            size="xs"
            disabled={blocked}
            loading={claim.isPending}
            onClick={() => claim.mutate(offer.id)}
          >
            <Trans>Claim bonus</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
