/** The scrolling chip nav of the casino, sports and Kadi lobbies; keeps the chosen chip in view. */
import { Group, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useActiveChipInView } from '@/shared/lib/use-active-chip-in-view';

interface Props {
  /** The nav's accessible name. */
  label: string;
  /** The data-chip of the current chip. */
  activeKey: string;
  children: ReactNode;
  offsetScrollbars?: boolean;
  'data-testid'?: string;
}

export function ChipNav({
  label,
  activeKey,
  children,
  offsetScrollbars,
  'data-testid': testId,
}: Props) {
  const rowRef = useActiveChipInView<HTMLDivElement>(activeKey);
  return (
    <ScrollArea type="never" offsetScrollbars={offsetScrollbars}>
      <Group
        component="nav"
        aria-label={label}
        gap="xs"
        wrap="nowrap"
        pb={4}
        ref={rowRef}
        data-testid={testId}
      >
        {children}
      </Group>
    </ScrollArea>
  );
}
