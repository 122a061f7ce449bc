/**
 * The signed-in player's seeds: the active pair, rotating it and (on /fair) the revealed
 * pairs. A visitor has no seed pair yet, so they are asked to sign in instead.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SignInButtons } from '@/features/account';
import { useCurrentUser } from '@/shared/session';
import { ActivePair } from './ActivePair';
import { PreviousPairs } from './PreviousPairs';
import { seedsQuery } from './queries';
import { RotateSeedsForm } from './RotateSeedsForm';

function PlayerSeeds({ userId, withPrevious }: { userId: string; withPrevious: boolean }) {
  const query = useQuery(seedsQuery(userId));
  if (query.isPending) {
    return (
      <Stack gap="xs" data-testid="seeds-loading">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (query.error) {
    return (
      <Alert color="red" variant="light" title={<Trans>Your seeds could not be loaded.</Trans>}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <ActivePair pair={query.data.active} />
      <RotateSeedsForm />
      {withPrevious ? <PreviousPairs pairs={query.data.previous} /> : null}
    </Stack>
  );
}

export function SeedPairPanel({ withPrevious = false }: { withPrevious?: boolean }) {
  const { user, loaded } = useCurrentUser();
  if (user) return <PlayerSeeds userId={user.id} withPrevious={withPrevious} />;
  if (!loaded) return <Skeleton height={120} />;
  return (
    <Stack gap="sm" data-testid="seeds-sign-in">
      <Text size="sm" c="dimmed">
        <Trans>Sign in to see your seed pair, rotate it and check your own bets.</Trans>
      </Text>
      <Group gap="xs">
        <SignInButtons />
      </Group>
    </Stack>
  );
}
