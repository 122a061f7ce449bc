/** A list's title row: the title, 'View all' to the list's own page, and an optional close. */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Title } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ViewAllButton } from '@/shared/ui/ViewAllButton';

interface Props {
  title: ReactNode;
  /** The tag path 'View all' leads to (/tag/{path}). */
  viewAllTag?: string;
  onClose?: () => void;
  /** Extra controls at the end (a slider's arrows). */
  controls?: ReactNode;
}

export function ListHeader({ title, viewAllTag, onClose, controls }: Props) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Title order={2} fz="h3" lineClamp={1}>
        {title}
      </Title>
      <Group gap="xs" wrap="nowrap">
        {viewAllTag ? (
          <ViewAllButton link={linkOptions({ to: '/tag/$tag', params: { tag: viewAllTag } })} />
        ) : null}
        {controls}
        {onClose ? <CloseButton aria-label={t`Close`} onClick={onClose} /> : null}
      </Group>
    </Group>
  );
}
