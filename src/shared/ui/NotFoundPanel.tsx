/** The page for an address naming what does not exist (game, raffle, table): h1, id, ways on. */
import { EmptyState, type MantineColor, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from './PageContainer';

interface Props {
  icon: ReactNode;
  color: MantineColor;
  title: ReactNode;
  description: ReactNode;
  /** A small line above the empty state. */
  eyebrow?: ReactNode;
  /** What was asked for (the identifier, a code), between the description and the actions. */
  children?: ReactNode;
  actions: ReactNode;
  /** A CSS background for the card in place of the plain dark one. */
  background?: string;
  'data-testid'?: string;
}

export function NotFoundPanel({
  icon,
  color,
  title,
  description,
  eyebrow,
  children,
  actions,
  background,
  'data-testid': testId,
}: Props) {
  return (
    <PageContainer size="md">
      <Paper
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        bg={background ? undefined : 'dark.6'}
        withBorder
        mt={{ base: 0, sm: 'xl' }}
        data-testid={testId}
        style={background ? { background } : undefined}
      >
        {eyebrow}
        <EmptyState variant="light" color={color} size="lg" icon={icon}>
          <EmptyState.Title order={1}>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
          {children}
          <EmptyState.Actions>{actions}</EmptyState.Actions>
        </EmptyState>
      </Paper>
    </PageContainer>
  );
}
