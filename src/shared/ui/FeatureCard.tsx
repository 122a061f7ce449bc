/** An icon, bold title and dimmed line on a card: a cell of the Roowards/VIP/fairness grids. */
import { type MantineColor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  Icon: TablerIcon;
  title: ReactNode;
  children: ReactNode;
  color?: MantineColor;
  /** Shown between the icon and the title (e.g. a step number). */
  badge?: ReactNode;
}

export function FeatureCard({ Icon, title, children, color, badge }: Props) {
  return (
    <Paper p="lg" radius="lg" bg="dark.6" withBorder>
      <Stack gap="sm">
        <ThemeIcon size={44} radius="xl" color={color} variant="light">
          <Icon size={24} />
        </ThemeIcon>
        {badge}
        <Text fw={800}>{title}</Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
