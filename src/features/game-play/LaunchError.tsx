/**
 * A launch the server refused or that failed: the server's own words (region, device, limits,
 * a break...) and a way to try again.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useErrorText } from '@/shared/api/use-error-text';

export function LaunchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorText = useErrorText();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={<Trans>The game could not start</Trans>}
      data-testid="game-launch-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
