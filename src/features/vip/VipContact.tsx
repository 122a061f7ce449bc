/** How to reach the VIP team: e-mail, and live support when the operator has it set up. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import { BRAND } from '@/contracts/brand';
import { useSiteSettings } from '@/features/settings';

export function VipContact() {
  const { t } = useLingui();
  const liveSupport = useSiteSettings()?.links.liveSupport ?? null;
  const mailto = `mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(t`VIP club`)}`;
  return (
    <Paper component="section" p="xl" radius="lg" bg="dark.6" withBorder h="100%">
      <Stack gap="md">
        <Title order={2} fz="h3">
          <Trans>Contact the VIP team</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Think your play deserves a closer look, or already a member with a question? Write to us
            and a member of the VIP team will reply.
          </Trans>
        </Text>
        <Anchor href={mailto} fw={700}>
          {BRAND.supportEmail}
        </Anchor>
        <Group gap="sm">
          <Button component="a" href={mailto} variant="light" leftSection={<IconMail size={16} />}>
            <Trans>E-mail us</Trans>
          </Button>
          {liveSupport ? (
            <Button
              component="a"
              href={liveSupport}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconMessageCircle size={16} />}
            >
              <Trans>Live support</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
