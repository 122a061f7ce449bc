/**
 * The promo banner under the top bar: refer-and-earn, redeem and free play (spec part 2 §2),
 * each opening its dialog. Hidden at Kadi tables, where every pixel belongs to the game.
 */
import { Trans } from '@lingui/react/macro';
import { Box, Button, Group } from '@mantine/core';
import { IconGift, IconTicket, IconUserPlus } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';

export function PromoStrip() {
  const modal = useModal();
  return (
    <Box style={{ overflowX: 'auto', scrollbarWidth: 'none' }} data-testid="promo-strip">
      <Group gap="xs" px={{ base: 'sm', sm: 'lg' }} pt="sm" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="light"
          color="gold"
          leftSection={<IconUserPlus size={14} />}
          onClick={() => modal.open('affiliate')}
        >
          <Trans>Refer and earn</Trans>
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="emerald"
          leftSection={<IconTicket size={14} />}
          onClick={() => modal.open('redeem')}
        >
          <Trans>Redeem</Trans>
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="blue"
          leftSection={<IconGift size={14} />}
          onClick={() => modal.open('freePlay')}
        >
          <Trans>Free play</Trans>
        </Button>
      </Group>
    </Box>
  );
}
