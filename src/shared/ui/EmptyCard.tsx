/** An empty state on a bordered card, for the lists and panels that can have nothing to show. */
import { EmptyState, type MantineColor, type MantineSize, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links, in EmptyState.Actions. */
  actions?: ReactNode;
  color?: MantineColor;
  size?: MantineSize;
  'data-testid'?: string;
}

export function EmptyCard({
  icon,
  title,
  description,
  actions,
  color,
  size = 'lg',
  'data-testid': testId,
}: Props) {
  return (
    <Paper p="xl" radius="lg" bg="dark.6" withBorder data-testid={testId}>
      <EmptyState
        variant="light"
        color={color}
        size={size}
        icon={icon}
        title={title}
        description={description}
      >
        {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
