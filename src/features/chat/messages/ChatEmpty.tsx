/** The chat's message area before any message has arrived (and while its list loads). */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';

export function ChatEmpty() {
  return (
    <Stack flex={1} justify="center" align="center" p="lg" gap="xs">
      <Text c="dimmed" size="sm" ta="center">
        <Trans>No messages yet. Say hello to the other players!</Trans>
      </Text>
    </Stack>
  );
}
