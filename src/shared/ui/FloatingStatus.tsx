/**
 * A status card floating at the bottom centre, above the bottom navigation on phones: how the
 * app says "offline" or "cannot connect" without covering the page. String-free: callers pass
 * the icon and the translated message.
 */
import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  children: ReactNode;
  role: 'status' | 'alert';
  testId: string;
  /** Shown under the message, e.g. a progress bar. */
  footer?: ReactNode;
}

export function FloatingStatus({ icon, children, role, testId, footer }: Props) {
  return (
    <Paper
      role={role}
      aria-live={role === 'status' ? 'polite' : undefined}
      data-testid={testId}
      pos="fixed"
      bottom={{ base: 64, sm: 16 }}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 250 }}
      shadow="lg"
      radius="md"
      p="sm"
      bg="dark.5"
      w={{ base: 'calc(100% - 24px)', sm: 420 }}
    >
      <Group gap="xs" wrap="nowrap" mb={footer ? 6 : 0}>
        {icon}
        <Text size="sm" fw={600}>
          {children}
        </Text>
      </Group>
      {footer}
    </Paper>
  );
}
