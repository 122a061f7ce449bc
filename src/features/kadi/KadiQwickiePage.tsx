/**
 * Qwickies (/kadi/qwickie): quick matches that seat the player at the next table. Visitors are
 * asked to sign in; matchmaking itself arrives with the Kadi server.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import {
  IconArmchair,
  IconBellRinging,
  IconBolt,
  IconLogin,
  IconTrophy,
} from '@tabler/icons-react';
import { SignInButtons } from '@/features/account';
import type { InfoItem } from '@/shared/lib/info-item';
import { useCurrentUser } from '@/shared/session';
import { EmptyCard } from '@/shared/ui/EmptyCard';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterAnchor, RouterButton } from '@/shared/ui/router-links';
import { LocalPlayButton } from './KadiActions';
import { KadiBanner } from './KadiBanner';
import { StepList } from './StepList';

const STEPS: readonly InfoItem[] = [
  {
    id: 'ask',
    Icon: IconBolt,
    title: msg`Ask for a match`,
    text: msg`One tap: no browsing tables, no waiting for a host to start.`,
  },
  {
    id: 'seat',
    Icon: IconArmchair,
    title: msg`Get seated`,
    text: msg`We match you with players looking for a game at the same moment. The stake and turn timer are shown before you sit down.`,
  },
  {
    id: 'play',
    Icon: IconTrophy,
    title: msg`Play to win`,
    text: msg`Standard Kadi rules. The winner takes the pot, less any table fee shown before you sit down.`,
  },
];

function MatchPanel() {
  const { isSignedIn, loaded } = useCurrentUser();
  if (loaded && !isSignedIn) {
    return (
      <EmptyCard
        color="gold"
        size="md"
        icon={<IconLogin size={26} />}
        title={<Trans>Sign in to play a quick match</Trans>}
        description={<Trans>Quick matches are linked to your account, so sign in first.</Trans>}
        actions={<SignInButtons />}
      />
    );
  }
  return (
    <EmptyCard
      color="gold"
      size="md"
      icon={<IconBolt size={26} />}
      title={<Trans>No quick matches are running right now</Trans>}
      description={
        <Trans>Browse the lobby for open tables, or play with friends on one device.</Trans>
      }
      actions={
        <>
          <RouterButton to="/kadi">
            <Trans>Open the lobby</Trans>
          </RouterButton>
          <LocalPlayButton variant="default" />
        </>
      }
    />
  );
}

export function KadiQwickiePage() {
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="kadi-qwickie">
        <KadiBanner
          Icon={IconBolt}
          title={<Trans>Qwickies</Trans>}
          description={
            <Trans>
              Quick matches of Kadi: ask for a game and get seated with other players in moments.
            </Trans>
          }
        />
        <MatchPanel />
        <Title order={2} fz="h3">
          <Trans>How Qwickies work</Trans>
        </Title>
        <StepList steps={STEPS} />
        <Text size="sm" c="dimmed">
          <IconBellRinging size={14} style={{ verticalAlign: 'middle' }} />{' '}
          <Trans>
            Allow notifications and we will tell you when your match is ready.{' '}
            <RouterAnchor to="/kadi/fix-notifications" inherit>
              Notifications blocked?
            </RouterAnchor>
          </Trans>
        </Text>
      </Stack>
    </PageContainer>
  );
}
