/** The heading block every page opens with: one h1, an optional lead line and actions. */
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, icon, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="lg">
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={1}>{title}</Title>
        </Group>
        {description ? (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
