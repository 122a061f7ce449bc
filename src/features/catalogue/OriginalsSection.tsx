/** The Originals grid under a heading, as the lobby shows it. */
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { HouseGamesGrid } from '@/features/house-games';

export function OriginalsSection({ withHeading = true }: { withHeading?: boolean }) {
  return (
    <Stack component="section" gap="md">
      {withHeading ? (
        <Group gap="sm">
          <Title order={2} fz="h3">
            <Trans>KadiBet Originals</Trans>
          </Title>
          <Badge variant="light" leftSection={<IconShieldCheck size={12} />}>
            <Trans>Provably fair</Trans>
          </Badge>
        </Group>
      ) : null}
      <HouseGamesGrid />
    </Stack>
  );
}
