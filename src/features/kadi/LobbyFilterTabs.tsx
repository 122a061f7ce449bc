/** The lobby's filter row: each tab is a link to its address; 'My games' needs an account. */
import { useLingui } from '@lingui/react/macro';
import { Group, ScrollArea } from '@mantine/core';
import { RouterButton } from '@/shared/ui/router-links';
import { LOBBY_FILTERS, type LobbyFilterId } from './lobby-filters';
import { useActiveChipInView } from './use-active-chip-in-view';

interface Props {
  active: LobbyFilterId;
  signedIn: boolean;
}

export function LobbyFilterTabs({ active, signedIn }: Props) {
  const { i18n, t } = useLingui();
  const rowRef = useActiveChipInView<HTMLDivElement>(active);
  return (
    <ScrollArea type="never">
      <Group
        component="nav"
        aria-label={t`Table filters`}
        gap="xs"
        wrap="nowrap"
        pb={4}
        ref={rowRef}
        data-testid="kadi-filters"
      >
        {LOBBY_FILTERS.filter((f) => signedIn || !f.signedInOnly).map(
          ({ id, label, Icon, search }) => (
            <RouterButton
              key={id}
              to="/kadi"
              search={search}
              data-chip={id}
              radius="xl"
              variant={active === id ? 'filled' : 'default'}
              leftSection={<Icon size={16} />}
              aria-current={active === id ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {i18n._(label)}
            </RouterButton>
          ),
        )}
      </Group>
    </ScrollArea>
  );
}
