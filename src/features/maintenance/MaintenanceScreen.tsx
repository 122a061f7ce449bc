/**
 * The maintenance screen (spec part 2 §2, §4): a header, a message and a refresh button. The
 * same screen shows when the operator disables the app and when the app crashes.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconTool } from '@tabler/icons-react';
import { useBootPageUntil } from '@/app/boot/boot-page';

interface Props {
  variant: 'disabled' | 'crash';
  onRetry?: () => void;
}

export function MaintenanceScreen({ variant, onRetry }: Props) {
  const crash = variant === 'crash';
  // Shown instead of the app's frame and page: index.html's first screen goes with it.
  useBootPageUntil(true);
  return (
    <Center mih="100dvh" p="lg" bg="dark.8" data-testid={`maintenance-${variant}`}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={crash ? 'red' : 'gold'}>
          {crash ? <IconAlertTriangle size={40} /> : <IconTool size={40} />}
        </ThemeIcon>
        <Title order={1}>
          {crash ? <Trans>Something went wrong</Trans> : <Trans>We'll be right back</Trans>}
        </Title>
        <Text c="dimmed">
          {crash ? (
            <Trans>
              An unexpected error stopped the page. Your balance and bets are safe. Refresh to
              continue; if it keeps happening, please contact support.
            </Trans>
          ) : (
            <Trans>
              We are carrying out maintenance to make the site better. Your balance and bets are
              safe. Please check back in a few minutes.
            </Trans>
          )}
        </Text>
        <Group>
          {onRetry ? (
            <Button variant="default" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            <Trans>Refresh</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
