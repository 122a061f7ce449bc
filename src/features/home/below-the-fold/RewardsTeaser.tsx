/**
 * Roowards and the VIP club side by side: what they are and how to take part. Each shows
 * while the operator has it on.
 */
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCrown, IconGift } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useFeature } from '@/features/settings';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { RouterButton } from '@/shared/ui/router-links';
import classes from '../home.module.css';
import grids from './grids.module.css';

const gold = { '--accent': '#ffc438' } as CSSProperties;
const violet = { '--accent': '#a78bfa' } as CSSProperties;

function RoowardsCard() {
  const { isSignedIn } = useCurrentUser();
  const modal = useModal();
  return (
    <Paper className={classes.card} style={gold} p="xl" data-testid="home-roowards">
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="xl" color="gold" variant="light">
          <IconGift size={26} />
        </ThemeIcon>
        <Title order={3}>Roowards</Title>
        <Text c="dimmed">
          <Trans>
            Rewards from your play every day, week and month, plus recharge rewards. Your rewards
            level climbs from 0 to 10 as you play, and so do your rewards.
          </Trans>
        </Text>
        <Group gap="xs">
          <Badge color="gold" variant="light">
            <Trans>Daily</Trans>
          </Badge>
          <Badge color="gold" variant="light">
            <Trans>Weekly</Trans>
          </Badge>
          <Badge color="gold" variant="light">
            <Trans>Monthly</Trans>
          </Badge>
        </Group>
        <Group mt="auto">
          {isSignedIn ? (
            <Button color="gold" c="dark.9" onClick={() => modal.open('roowards')}>
              <Trans>Open my rewards</Trans>
            </Button>
          ) : (
            <Button color="gold" c="dark.9" onClick={() => modal.open('auth', { tab: 'register' })}>
              <Trans>Register to start earning</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function VipCard() {
  return (
    <Paper className={classes.card} style={violet} p="xl" data-testid="home-vip">
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="xl" color="violet" variant="light">
          <IconCrown size={26} />
        </ThemeIcon>
        <Title order={3}>
          <Trans>VIP club</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            By invitation only: a dedicated host, higher rewards, faster withdrawals and exclusive
            events for our most loyal players.
          </Trans>
        </Text>
        <Group mt="auto">
          <RouterButton
            to="/vip"
            variant="light"
            color="violet"
            rightSection={<IconArrowRight size={16} />}
          >
            <Trans>Discover the VIP club</Trans>
          </RouterButton>
        </Group>
      </Stack>
    </Paper>
  );
}

export function RewardsTeaser() {
  const rewards = useFeature('rewards');
  const vip = useFeature('vip');
  if (!rewards && !vip) return null;
  return (
    <div className={grids.container}>
      <div className={grids.rewards}>
        {rewards ? <RoowardsCard /> : null}
        {vip ? <VipCard /> : null}
      </div>
    </div>
  );
}
