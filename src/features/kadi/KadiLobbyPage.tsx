/**
 * The Kadi lobby (/kadi, /poker): filters bound to the address, the open tables, quick play,
 * local play and the rules.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconBolt, IconBook, IconCards, IconDeviceMobile } from '@tabler/icons-react';
import { useCurrentUser } from '@/features/account';
import { useModal } from '@/shared/lib/modal-navigation';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterButton } from '@/shared/ui/router-links';
import { KadiBanner } from './KadiBanner';
import { KadiHowItWorks } from './KadiHowItWorks';
import classes from './KadiLobby.module.css';
import { LobbyFilterTabs } from './LobbyFilterTabs';
import { activeLobbyFilter } from './lobby-filters';
import type { KadiLobbySearch } from './search';
import { TablesEmpty } from './TablesEmpty';

export function KadiLobbyPage({ filters }: { filters: KadiLobbySearch }) {
  const { isSignedIn, loaded } = useCurrentUser();
  const modal = useModal();
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
              <RouterButton
                to="/kadi/qwickie"
                color="gold"
                c="dark.9"
                leftSection={<IconBolt size={16} />}
              >
                <Trans>Quick match</Trans>
              </RouterButton>
              <RouterButton
                to="/kadi/local"
                variant="white"
                color="dark"
                leftSection={<IconDeviceMobile size={16} />}
              >
                <Trans>Local play</Trans>
              </RouterButton>
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconBook size={16} />}
                onClick={() => modal.open('pokerRules')}
              >
                <Trans>Rules</Trans>
              </Button>
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
