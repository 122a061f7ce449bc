/** The welcome banner with the call to sign up (or, for players, to their rewards). */
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconGift, IconSparkles, IconUserPlus } from '@tabler/icons-react';
import { BRAND } from '@/contracts/brand';
import { FeatureGate } from '@/features/settings';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { RouterButton } from '@/shared/ui/router-links';
import classes from './JoinPromo.module.css';

export function JoinHero() {
  const { isSignedIn } = useCurrentUser();
  const modal = useModal();
  const { name: brand, gameCount } = BRAND;
  return (
    <Box component="section" className={classes.hero} data-testid="jp-hero">
      <Stack align="center" gap="lg">
        <Badge size="lg" color="gold" variant="light" leftSection={<IconSparkles size={14} />}>
          <Trans>Welcome to {brand}</Trans>
        </Badge>
        <Title order={1} fz={{ base: '2.2rem', sm: '3.4rem' }} lh={1.05} maw={760}>
          <span className={classes.headline}>
            <Trans>Sign up and start earning rewards from day one</Trans>
          </span>
        </Title>
        <Text c="gray.3" fz={{ base: 'md', sm: 'lg' }} maw={620}>
          <Trans>
            {gameCount} games, provably fair Originals, sports and Kadi, and Roowards that pay you
            back every day, week and month you play.
          </Trans>
        </Text>
        <Group gap="sm" justify="center">
          {isSignedIn ? (
            <>
              <FeatureGate feature="rewards">
                <Button
                  size="lg"
                  color="gold"
                  c="dark.9"
                  leftSection={<IconGift size={20} />}
                  onClick={() => modal.open('roowards')}
                >
                  <Trans>Open my rewards</Trans>
                </Button>
              </FeatureGate>
              <RouterButton
                to="/casino"
                size="lg"
                variant="default"
                rightSection={<IconArrowRight size={20} />}
              >
                <Trans>Browse the casino</Trans>
              </RouterButton>
            </>
          ) : (
            <Button
              size="lg"
              leftSection={<IconUserPlus size={20} />}
              onClick={() => modal.open('auth', { tab: 'register' })}
            >
              <Trans>Create my account</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
