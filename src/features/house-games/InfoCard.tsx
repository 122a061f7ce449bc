/** A titled panel for one block of a game page (rules, odds, fairness, settings). */
import { Group, Paper, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  icon: ReactNode;
  id?: string;
  children: ReactNode;
}

export function InfoCard({ title, icon, id, children }: Props) {
  return (
    <Paper
      component="section"
      id={id}
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      bg="dark.6"
      withBorder
      style={{ scrollMarginTop: 96 }}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
