/**
 * The table list while no table matches: the reason for this filter and the ways to play
 * anyway. Open tables replace it once the Kadi server lists them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Paper } from '@mantine/core';
import { IconBolt, IconCards, IconDeviceMobile, IconLogin } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';
import { RouterButton } from '@/shared/ui/router-links';
import type { LobbyFilterId } from './lobby-filters';

const TEXTS: Record<LobbyFilterId, { title: MessageDescriptor; description: MessageDescriptor }> = {
  all: {
    title: msg`No tables are open right now`,
    description: msg`Start a quick match to be seated with other players, or play with friends on one device.`,
  },
  my: {
    title: msg`You are not at any table`,
    description: msg`Tables you create or join show up here, so you can get back to them quickly.`,
  },
  public: {
    title: msg`No public tables are open`,
    description: msg`Public tables are open to every player. Start a quick match instead, or check back soon.`,
  },
  private: {
    title: msg`No private tables to show`,
    description: msg`Private tables are joined with an invite link from their host.`,
  },
  speed: {
    title: msg`No speed tables are open`,
    description: msg`Speed tables keep every turn short. Start a quick match instead, or check back soon.`,
  },
  relaxed: {
    title: msg`No relaxed tables are open`,
    description: msg`Relaxed tables give you more time for each turn. Start a quick match instead, or check back soon.`,
  },
};

export function TablesEmpty({
  filter,
  needsSignIn,
}: {
  filter: LobbyFilterId;
  needsSignIn: boolean;
}) {
  const { i18n } = useLingui();
  const modal = useModal();
  const text = TEXTS[filter];
  return (
    <Paper p="xl" radius="lg" bg="dark.6" withBorder data-testid="kadi-tables-empty">
      <EmptyState
        variant="light"
        color="gold"
        size="lg"
        icon={<IconCards size={28} />}
        title={needsSignIn ? <Trans>Sign in to see your games</Trans> : i18n._(text.title)}
        description={
          needsSignIn ? (
            <Trans>Your tables are linked to your account.</Trans>
          ) : (
            i18n._(text.description)
          )
        }
      >
        <EmptyState.Actions>
          {needsSignIn ? (
            <Button
              leftSection={<IconLogin size={16} />}
              onClick={() => modal.open('auth', { tab: 'login' })}
            >
              <Trans>Sign in</Trans>
            </Button>
          ) : (
            <RouterButton to="/kadi/qwickie" leftSection={<IconBolt size={16} />}>
              <Trans>Quick match</Trans>
            </RouterButton>
          )}
          <RouterButton
            to="/kadi/local"
            variant="default"
            leftSection={<IconDeviceMobile size={16} />}
          >
            <Trans>Play locally</Trans>
          </RouterButton>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
