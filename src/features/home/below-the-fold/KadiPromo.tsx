/** The Kadi promotion: what the card game is and the three ways to play it. */
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import {
  IconBolt,
  IconBook,
  IconCards,
  IconClubs,
  IconDiamond,
  IconHeart,
  IconSpade,
} from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';
import { HeroBanner } from '@/shared/ui/HeroBanner';
import { RouterButton } from '@/shared/ui/router-links';
import classes from './KadiPromo.module.css';

const SUITS = [
  { id: 'spades', Icon: IconSpade },
  { id: 'hearts', Icon: IconHeart },
  { id: 'clubs', Icon: IconClubs },
  { id: 'diamonds', Icon: IconDiamond },
];

export function KadiPromo() {
  const modal = useModal();
  return (
    <HeroBanner
      className={classes.promo}
      gap="lg"
      h="100%"
      copyGap="md"
      copyMaw={520}
      art={SUITS.map(({ id, Icon }) => (
        <div key={id} className={classes.card}>
          <Icon size={40} />
        </div>
      ))}
      artClassName={classes.hand}
      artFrom="sm"
      artHidden
      data-testid="home-kadi"
    >
      <Badge variant="white" color="dark" leftSection={<IconCards size={12} />} w="fit-content">
        <Trans>Multiplayer</Trans>
      </Badge>
      <Title order={2} c="white">
        <Trans>Kadi: the card game we are named after</Trans>
      </Title>
      <Text c="gray.3">
        <Trans>
          Match the suit or rank, play your power cards and call "Niko Kadi" before your last card.
          You play real opponents at public or private tables, never the house.
        </Trans>
      </Text>
      <Group gap="sm">
        <RouterButton to="/kadi" color="gold" c="dark.9" leftSection={<IconCards size={16} />}>
          <Trans>Open the lobby</Trans>
        </RouterButton>
        <RouterButton
          to="/kadi/qwickie"
          variant="white"
          color="dark"
          leftSection={<IconBolt size={16} />}
        >
          <Trans>Quick match</Trans>
        </RouterButton>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconBook size={16} />}
          onClick={() => modal.open('pokerRules')}
        >
          <Trans>Rules</Trans>
        </Button>
      </Group>
    </HeroBanner>
  );
}
