/**
 * The live bets feed under every page but /jp (spec part 2 §2): tabs all bets, high rollers,
 * lucky wins and — for signed-in players — my bets.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '@/shared/session';
import { PageContainer } from '@/shared/ui/PageContainer';

const TAB_MIN_WIDTH = '8.5rem';

export function BetsFeed() {
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const [tab, setTab] = useState<string | null>('all');
  const tabs = [
    { value: 'all', label: t`All bets` },
    { value: 'high', label: t`High rollers` },
    { value: 'lucky', label: t`Lucky wins` },
    ...(isSignedIn ? [{ value: 'mine', label: t`My bets` }] : []),
  ];
  return (
    <PageContainer>
      <Paper
        radius="lg"
        p="md"
        bg="dark.6"
        data-testid="bets-feed"
        component="section"
        aria-labelledby="bets-feed-title"
      >
        <Title id="bets-feed-title" order={2} size="h3" mb="sm">
          <Trans>Live bets</Trans>
        </Title>
        <Tabs value={tab} onChange={setTab} variant="pills">
          <Tabs.List>
            {tabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value} miw={TAB_MIN_WIDTH}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Text c="dimmed" size="sm" ta="center" py="xl">
          <Trans>No bets yet.</Trans>
        </Text>
      </Paper>
    </PageContainer>
  );
}
