/**
 * A house game's page: the playable table first when the route gives one (design §8: the game
 * first, rules and odds below), then hero, rules, odds, fairness and the other Originals.
 */
import { Trans } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterButton } from '@/shared/ui/router-links';
import { FairnessSummary } from './FairnessSummary';
import { GameFacts } from './GameFacts';
import { GameHero } from './GameHero';
import { HOUSE_GAME_RULES } from './game-rules';
import { houseGameTile } from './game-tiles';
import { HouseGamesGrid } from './HouseGamesGrid';
import { HowToPlay } from './HowToPlay';
import { MinesDefaults } from './MinesDefaults';
import { TowersDifficulties } from './TowersDifficulties';
import type { PageGameIdentifier } from './types';

interface HouseGamePageProps {
  identifier: PageGameIdentifier;
  /** The game itself (board and bet panel), composed by the route from the originals feature. */
  table?: ReactNode;
}

export function HouseGamePage({ identifier, table }: HouseGamePageProps) {
  const tile = houseGameTile(identifier);
  const rules = HOUSE_GAME_RULES[identifier];
  return (
    <PageContainer>
      <Stack gap="xl" data-testid={`house-game-page-${identifier}`}>
        {table}
        <GameHero tile={tile} />
        <SimpleGrid
          type="container"
          cols={{ base: 1, '760px': 2 }}
          spacing="lg"
          style={{ alignItems: 'start' }}
        >
          <HowToPlay steps={rules.steps} />
          <Stack gap="lg">
            <GameFacts rules={rules} />
            <FairnessSummary note={rules.fairness} />
          </Stack>
        </SimpleGrid>
        {identifier === 'towers' ? <TowersDifficulties /> : null}
        {identifier === 'mines' ? <MinesDefaults /> : null}
        <Stack component="section" gap="md">
          <Group justify="space-between" align="center">
            <Title order={2}>
              <Trans>More KadiBet Originals</Trans>
            </Title>
            <RouterButton
              to="/casino"
              search={{ category: 'dofia-games' }}
              variant="subtle"
              size="compact-sm"
              rightSection={<IconArrowRight size={14} />}
            >
              <Trans>View all</Trans>
            </RouterButton>
          </Group>
          <HouseGamesGrid exclude={identifier} />
        </Stack>
      </Stack>
    </PageContainer>
  );
}
