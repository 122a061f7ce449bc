/**
 * The live bets feed under every page but /jp (spec part 2 §2, §9): tabs all bets, high
 * rollers, lucky wins and — for signed-in players — my bets, each a table of the 12 newest
 * settled bets that new bets from the socket join as they settle.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { type BetsFeedTab, betsFeedTabSchema } from '@/contracts/bets-feed';
import { useCurrentUser } from '@/shared/session';
import { PageContainer } from '@/shared/ui/PageContainer';
import { FeedTable } from './FeedTable';
import { useFeedUpdates } from './use-feed-updates';

const TAB_MIN_WIDTH = '8.5rem';

export function BetsFeed() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const [chosen, setChosen] = useState<BetsFeedTab>('all');
  // A player who signs out on "my bets" is back on all bets.
  const tab = chosen === 'mine' && !userId ? 'all' : chosen;
  useFeedUpdates(userId);
  const tabs: { value: BetsFeedTab; label: string }[] = [
    { value: 'all', label: t`All bets` },
    { value: 'high', label: t`High rollers` },
    { value: 'lucky', label: t`Lucky wins` },
    ...(userId ? [{ value: 'mine' as const, label: t`My bets` }] : []),
  ];
  const choose = (value: string | null) => {
    const parsed = betsFeedTabSchema.safeParse(value);
    if (parsed.success) setChosen(parsed.data);
  };
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
        <Tabs value={tab} onChange={choose} variant="pills" mb="sm">
          <Tabs.List>
            {tabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value} miw={TAB_MIN_WIDTH}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <FeedTable key={tab} tab={tab} userId={userId} />
      </Paper>
    </PageContainer>
  );
}
