/** The lobby's filter row: each tab is a link to its address; 'My games' needs an account. */
import { useLingui } from '@lingui/react/macro';
import { ChipNav } from '@/shared/ui/ChipNav';
import { RouterChip } from '@/shared/ui/RouterChip';
import { LOBBY_FILTERS, type LobbyFilterId } from './lobby-filters';

interface Props {
  active: LobbyFilterId;
  signedIn: boolean;
}

export function LobbyFilterTabs({ active, signedIn }: Props) {
  const { i18n, t } = useLingui();
  return (
    <ChipNav label={t`Table filters`} activeKey={active} data-testid="kadi-filters">
      {LOBBY_FILTERS.filter((f) => signedIn || !f.signedInOnly).map(
        ({ id, label, Icon, search }) => (
          <RouterChip
            key={id}
            to="/kadi"
            search={search}
            chip={id}
            selected={active === id}
            icon={<Icon size={16} />}
          >
            {i18n._(label)}
          </RouterChip>
        ),
      )}
    </ChipNav>
  );
}
