/** A home page section's heading with an optional 'View all' link. */
import { Group, Title } from '@mantine/core';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ViewAllButton } from '@/shared/ui/ViewAllButton';

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
      {viewAll ? <ViewAllButton link={viewAll} /> : null}
    </Group>
  );
}
