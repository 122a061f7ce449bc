/** The row of sports: every sport with its icon, the current one highlighted. */
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrophy } from '@tabler/icons-react';
import type { SportSlug } from '@/contracts/sports';
import { ChipNav } from '@/shared/ui/ChipNav';
import { RouterChip } from '@/shared/ui/RouterChip';
import { SPORT_INFO } from './sport-info';

export function SportNav({ active }: { active: SportSlug | undefined }) {
  const { i18n, t } = useLingui();
  return (
    <ChipNav
      label={t`Sports`}
      activeKey={active ?? 'all'}
      offsetScrollbars={false}
      data-testid="sport-nav"
    >
      <RouterChip
        to="/sports"
        chip="all"
        selected={active === undefined}
        icon={<IconTrophy size={16} />}
      >
        <Trans>All sports</Trans>
      </RouterChip>
      {SPORT_INFO.map(({ slug, label, Icon }) => (
        <RouterChip
          key={slug}
          to="/sports/$sport"
          params={{ sport: slug }}
          chip={slug}
          selected={active === slug}
          icon={<Icon size={16} />}
        >
          {i18n._(label)}
        </RouterChip>
      ))}
    </ChipNav>
  );
}
