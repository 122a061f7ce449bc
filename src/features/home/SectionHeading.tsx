/** A home page section's heading with an optional 'View all' link. */
import { Trans } from '@lingui/react/macro';
import { Group, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterButton } from '@/shared/ui/router-links';

interface Props {
  title: ReactNode;
  icon?: ReactNode;
  viewAll?: LinkOptions;
}

export function SectionHeading({ title, icon, viewAll }: Props) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" mb="md">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Title order={2} fz="h3">
          {title}
        </Title>
      </Group>
      {viewAll ? (
        <RouterButton
          {...viewAll}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={14} />}
        >
          <Trans>View all</Trans>
        </RouterButton>
      ) : null}
    </Group>
  );
}
