/** The heading of a lobby, tag or provider page: a gradient icon, the title and a lead line. */
import { Group, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GradientIcon } from '@/shared/ui/GradientIcon';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  Icon: TablerIcon;
  eyebrow?: ReactNode;
}

export function CatalogueHeader({ title, description, Icon, eyebrow }: Props) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <GradientIcon Icon={Icon} size="md" stroke={1.6} />
      <Stack gap={2} miw={0}>
        {eyebrow ? (
          <Text size="xs" fw={700} tt="uppercase" c="emerald.5" lts={0.5}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
