/**
 * 'View all' beside a section's title, leading to the section's full page: the home page's
 * sections and the catalogue's list headers show the same link.
 */
import { Trans } from '@lingui/react/macro';
import { IconArrowRight } from '@tabler/icons-react';
import type { LinkOptions } from '@tanstack/react-router';
import { RouterButton } from './router-links';

export function ViewAllButton({ link }: { link: LinkOptions }) {
  return (
    <RouterButton
      {...link}
      variant="subtle"
      size="compact-sm"
      rightSection={<IconArrowRight size={14} />}
    >
      <Trans>View all</Trans>
    </RouterButton>
  );
}
