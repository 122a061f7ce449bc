/** The lobby's category row, bound to ?category: each chip is a link, the current one filled. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, ScrollArea } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { CasinoCategory } from '@/contracts/casino';
import { RouterButton } from '@/shared/ui/router-links';
import { CATEGORY_INFO } from './category-info';
import { useActiveChipInView } from './use-active-chip-in-view';

export function CategoryChips({ active }: { active: CasinoCategory | undefined }) {
  const { i18n, t } = useLingui();
  const rowRef = useActiveChipInView<HTMLDivElement>(active ?? 'lobby');
  return (
    <ScrollArea type="never">
      <Group
        component="nav"
        aria-label={t`Casino categories`}
        gap="xs"
        wrap="nowrap"
        pb={4}
        ref={rowRef}
        data-testid="casino-categories"
      >
        <RouterButton
          to="/casino"
          search={{}}
          data-chip="lobby"
          radius="xl"
          variant={active === undefined ? 'filled' : 'default'}
          leftSection={<IconLayoutGrid size={16} />}
          aria-current={active === undefined ? 'page' : undefined}
          style={{ flexShrink: 0 }}
        >
          <Trans>Lobby</Trans>
        </RouterButton>
        {CATEGORY_INFO.map(({ category, label, Icon }) => (
          <RouterButton
            key={category}
            to="/casino"
            search={{ category }}
            data-chip={category}
            radius="xl"
            variant={active === category ? 'filled' : 'default'}
            leftSection={<Icon size={16} />}
            aria-current={active === category ? 'page' : undefined}
            style={{ flexShrink: 0 }}
          >
            {i18n._(label)}
          </RouterButton>
        ))}
      </Group>
    </ScrollArea>
  );
}
