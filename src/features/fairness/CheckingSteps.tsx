/** How a player checks past bets (Game Policy §5.3), and how shared rounds differ (§5.4). */
import { Trans } from '@lingui/react/macro';
import { Alert, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { RouterAnchor } from '@/shared/ui/router-links';

export function CheckingSteps() {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '820px': 2 }} spacing="lg">
      <Paper component="section" p="xl" radius="lg" bg="dark.6" withBorder>
        <Title order={2} fz="h3" mb="md">
          <Trans>Checking your bets</Trans>
        </Title>
        <List type="ordered" spacing="sm">
          <List.Item>
            <Trans>
              Rotate your seed pair in the fairness settings. We reveal the server seed you were
              using and show the hash of a new one.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Check that the SHA-256 of the revealed server seed matches the hash you were shown
              before you played.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Enter the server seed, your client seed and a bet's nonce in the verifier, or any
              independent tool.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Confirm the result matches the one in your bet history.</Trans>
          </List.Item>
        </List>
        <Text size="sm" c="dimmed" mt="md">
          <Trans>
            A server seed is never revealed while it is in use: knowing it would let anyone predict
            results.
          </Trans>
        </Text>
      </Paper>
      <Paper component="section" p="xl" radius="lg" bg="dark.6" withBorder>
        <Title order={2} fz="h3" mb="md">
          <Trans>Shared rounds</Trans>
        </Title>
        <Alert variant="light" icon={<IconUsersGroup size={18} />} mb="md">
          <Trans>
            A round played by everyone at once, such as a crash round, cannot depend on one player's
            client seed.
          </Trans>
        </Alert>
        <Text size="sm" c="dimmed">
          <Trans>
            For these games, the fairness panel shows the values committed before each round and how
            to check them. The full rules are in our{' '}
            <RouterAnchor to="/game-policy" inherit>
              Game Policy
            </RouterAnchor>
            .
          </Trans>
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
