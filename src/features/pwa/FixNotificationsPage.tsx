/**
 * How to turn blocked notifications back on (/kadi/fix-notifications): this device's current
 * permission, then step-by-step settings for each browser, the player's own first.
 */
import { Trans } from '@lingui/react/macro';
import { Code, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';
import { BrowserGuides } from './fix-notifications/BrowserGuides';
import { PermissionStatus } from './fix-notifications/PermissionStatus';

export function FixNotificationsPage() {
  const site = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <PageContainer size="md">
      <PageHeader
        icon={
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconBellRinging size={24} />
          </ThemeIcon>
        }
        title={<Trans>Turn notifications back on</Trans>}
        description={
          <Trans>
            Notifications tell you when it is your turn at a Kadi table or your quick match is
            ready. If you blocked them, here is how to allow them again.
          </Trans>
        }
      />
      <Stack gap="lg" data-testid="fix-notifications">
        <PermissionStatus />
        {site ? (
          <Text size="sm" c="dimmed">
            <Trans>
              In your browser's settings, this site appears as <Code>{site}</Code>.
            </Trans>
          </Text>
        ) : null}
        <BrowserGuides />
      </Stack>
    </PageContainer>
  );
}
