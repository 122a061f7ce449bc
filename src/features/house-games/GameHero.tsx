/** The banner at the top of a game page: name, pitch, fairness badge and the ways onward. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconBook, IconDiamond, IconShieldCheck, IconUserPlus } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { HeroBanner } from '@/shared/ui/HeroBanner';
import { RouterButton } from '@/shared/ui/router-links';
import { GameArt } from './GameArt';
import classes from './GameHero.module.css';
import type { HouseGameTile } from './types';

export const HOW_TO_PLAY_ID = 'how-to-play';

export function GameHero({ tile }: { tile: HouseGameTile }) {
  const { i18n } = useLingui();
  const { isSignedIn, loaded } = useCurrentUser();
  const modal = useModal();
  const style = { '--hero-from': tile.colors[0], '--hero-to': tile.colors[1] } as CSSProperties;
  const scrollToRules = () =>
    document.getElementById(HOW_TO_PLAY_ID)?.scrollIntoView({ behavior: 'smooth' });

  return (
    <HeroBanner
      className={classes.hero}
      style={style}
      gap="xl"
      copyGap="md"
      copyMaw={600}
      art={<GameArt Icon={tile.Icon} colors={tile.colors} />}
      artClassName={classes.art}
      artFrom="sm"
    >
      <Group gap="xs">
        <Badge variant="white" color="dark" leftSection={<IconDiamond size={12} />}>
          <Trans>KadiBet Original</Trans>
        </Badge>
        <Badge variant="light" color="emerald" leftSection={<IconShieldCheck size={12} />}>
          <Trans>Provably fair</Trans>
        </Badge>
      </Group>
      <Title order={1} c="white" fz={{ base: '2rem', sm: '2.75rem' }}>
        {tile.name}
      </Title>
      <Text c="gray.3" fz={{ base: 'md', sm: 'lg' }}>
        {i18n._(tile.pitch)}
      </Text>
      <Group gap="sm">
        <Button
          variant="white"
          color="dark"
          leftSection={<IconBook size={16} />}
          onClick={scrollToRules}
        >
          <Trans>How to play</Trans>
        </Button>
        <RouterButton to="/fair" variant="default" leftSection={<IconShieldCheck size={16} />}>
          <Trans>Verify a result</Trans>
        </RouterButton>
        {loaded && !isSignedIn ? (
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => modal.open('auth', { tab: 'register' })}
          >
            <Trans>Register</Trans>
          </Button>
        ) : null}
      </Group>
    </HeroBanner>
  );
}
