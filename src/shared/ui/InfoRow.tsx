/** An icon or number beside a bold title and dimmed line: rows of step and settings lists. */
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The leading ThemeIcon (an icon or a step number). */
  indicator: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** Set beside the title; pass null to keep that layout while there is nothing to show. */
  badge?: ReactNode;
  titleWeight?: 700 | 800;
  /** Space between the title and the line under it. */
  gap?: number;
}

export function InfoRow({ indicator, title, children, badge, titleWeight = 700, gap = 2 }: Props) {
  const heading = <Text fw={titleWeight}>{title}</Text>;
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {indicator}
      <Stack gap={gap}>
        {badge === undefined ? (
          heading
        ) : (
          <Group gap="xs">
            {heading}
            {badge}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Group>
  );
}
