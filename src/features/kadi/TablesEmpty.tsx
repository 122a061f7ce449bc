/**
 * The table list while no table matches: the reason for this filter and the ways to play
 * anyway. Open tables replace it once the Kadi server lists them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCards, IconDeviceMobile } from '@tabler/icons-react';
import { SignInButtons } from '@/features/account';
import { EmptyCard } from '@/shared/ui/EmptyCard';
import { RouterButton } from '@/shared/ui/router-links';
import { QuickMatchButton } from './KadiActions';
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
  const text = TEXTS[filter];
  return (
    <EmptyCard
      color="gold"
      icon={<IconCards size={28} />}
      title={needsSignIn ? <Trans>Sign in to see your games</Trans> : i18n._(text.title)}
      description={
        needsSignIn ? (
          <Trans>Your tables are linked to your account.</Trans>
        ) : (
          i18n._(text.description)
        )
      }
      actions={
        <>
          {needsSignIn ? <SignInButtons withRegister={false} /> : <QuickMatchButton />}
          <RouterButton
            to="/kadi/local"
            variant="default"
            leftSection={<IconDeviceMobile size={16} />}
          >
            <Trans>Play locally</Trans>
          </RouterButton>
        </>
      }
      data-testid="kadi-tables-empty"
    />
  );
}
