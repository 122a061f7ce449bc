/**
 * The Kadi lobby (/kadi, /poker): filters bound to the address, the open tables, quick play,
 * local play and the rules.
 */
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { useCurrentUser } from '@/shared/session';
import { PageContainer } from '@/shared/ui/PageContainer';
import { LocalPlayButton, QuickMatchButton, RulesButton } from './KadiActions';
import { KadiBanner } from './KadiBanner';
import { KadiHowItWorks } from './KadiHowItWorks';
import classes from './KadiLobby.module.css';
import { LobbyFilterTabs } from './LobbyFilterTabs';
import { activeLobbyFilter } from './lobby-filters';
import type { KadiLobbySearch } from './search';
import { TablesEmpty } from './TablesEmpty';

export function KadiLobbyPage({ filters }: { filters: KadiLobbySearch }) {
  const { isSignedIn, loaded } = useCurrentUser();
  const active = activeLobbyFilter(filters);
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="kadi-lobby">
        <KadiBanner
          Icon={IconCards}
          title={<Trans>Kadi</Trans>}
          description={
            <Trans>
              The fast, social card game loved across East Africa. Sit at a table with real players:
              you compete with each other, never with the house.
            </Trans>
          }
          actions={
            <>
              <QuickMatchButton color="gold" c="dark.9" />
              <LocalPlayButton variant="white" color="dark" />
              <RulesButton variant="subtle" color="gray" />
            </>
          }
        />
        <LobbyFilterTabs active={active} signedIn={isSignedIn} />
        <div className={classes.frame}>
          <div className={classes.columns}>
            <TablesEmpty filter={active} needsSignIn={active === 'my' && loaded && !isSignedIn} />
            <KadiHowItWorks />
          </div>
        </div>
      </Stack>
    </PageContainer>
  );
}
