/** The lobby's category row, bound to ?category: each chip is a link, the current one filled. */
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { CasinoCategory } from '@/contracts/casino';
import { ChipNav } from '@/shared/ui/ChipNav';
import { RouterChip } from '@/shared/ui/RouterChip';
import { CATEGORY_INFO } from './category-info';

export function CategoryChips({ active }: { active: CasinoCategory | undefined }) {
  const { i18n, t } = useLingui();
  return (
    <ChipNav
      label={t`Casino categories`}
      activeKey={active ?? 'lobby'}
      data-testid="casino-categories"
    >
      <RouterChip
        to="/casino"
        search={{}}
        chip="lobby"
        selected={active === undefined}
        icon={<IconLayoutGrid size={16} />}
      >
        <Trans>Lobby</Trans>
      </RouterChip>
      {CATEGORY_INFO.map(({ category, label, Icon }) => (
        <RouterChip
          key={category}
          to="/casino"
          search={{ category }}
          chip={category}
          selected={active === category}
          icon={<Icon size={16} />}
        >
          {i18n._(label)}
        </RouterChip>
      ))}
    </ChipNav>
  );
}
