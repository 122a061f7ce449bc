/** The full-screen 404 page (spec part 1 §2.1) for any path the app does not know. */
import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center
      pos="fixed"
      inset={0}
      bg="dark.8"
      p="lg"
      style={{ zIndex: 300 }}
      data-testid="not-found"
    >
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fz={96} fw={900} lh={1} c="emerald.6" aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans>Page Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The page you are looking for might have been removed, had its name changed, or is
            temporarily unavailable.
          </Trans>
        </Text>
        <Button component={Link} to="/" size="md">
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
