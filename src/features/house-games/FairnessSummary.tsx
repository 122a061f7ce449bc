/** How this game's results are made verifiable, with the way to the verifier. */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { RouterAnchor, RouterButton } from '@/shared/ui/router-links';
import { InfoCard } from './InfoCard';

export function FairnessSummary({ note }: { note: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <InfoCard title={<Trans>Provably fair</Trans>} icon={<IconShieldCheck size={20} />}>
      <Stack gap="md">
        <Text>{i18n._(note)}</Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray">
            <Trans>Server seed hashed in advance</Trans>
          </Badge>
          <Badge variant="outline" color="gray">
            <Trans>Your client seed</Trans>
          </Badge>
          <Badge variant="outline" color="gray">
            <Trans>A nonce for every bet</Trans>
          </Badge>
        </Group>
        <Group gap="md" justify="space-between">
          <RouterButton to="/fair" variant="light" rightSection={<IconArrowRight size={16} />}>
            <Trans>How provably fair works</Trans>
          </RouterButton>
          <RouterAnchor to="/game-policy" size="sm" c="dimmed">
            <Trans>Game policy</Trans>
          </RouterAnchor>
        </Group>
      </Stack>
    </InfoCard>
  );
}
