/** The row of sports: every sport with its icon, the current one highlighted. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, ScrollArea } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { SportSlug } from '@/contracts/sports';
import { RouterButton } from '@/shared/ui/router-links';
import { SPORT_INFO } from './sport-info';
import { useActiveChipInView } from './use-active-chip-in-view';

export function SportNav({ active }: { active: SportSlug | undefined }) {
  const { i18n, t } = useLingui();
  const rowRef = useActiveChipInView<HTMLDivElement>(active ?? 'all');
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group
        component="nav"
        aria-label={t`Sports`}
        gap="xs"
        wrap="nowrap"
        pb={4}
        ref={rowRef}
        data-testid="sport-nav"
      >
        <RouterButton
          to="/sports"
          data-chip="all"
          radius="xl"
          variant={active === undefined ? 'filled' : 'default'}
          leftSection={<IconTrophy size={16} />}
          aria-current={active === undefined ? 'page' : undefined}
          style={{ flexShrink: 0 }}
        >
          <Trans>All sports</Trans>
        </RouterButton>
        {SPORT_INFO.map(({ slug, label, Icon }) => (
          <RouterButton
            key={slug}
            to="/sports/$sport"
            params={{ sport: slug }}
            data-chip={slug}
            radius="xl"
            variant={active === slug ? 'filled' : 'default'}
            leftSection={<Icon size={16} />}
            aria-current={active === slug ? 'page' : undefined}
            style={{ flexShrink: 0 }}
          >
            {i18n._(label)}
          </RouterButton>
        ))}
      </Group>
    </ScrollArea>
  );
}
