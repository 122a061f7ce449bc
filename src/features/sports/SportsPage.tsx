/**
 * The sportsbook: sport navigation, the sport's heading, its events and the bet slip. Events
 * come from the sportsbook feed; until a market opens the list says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { SportSlug } from '@/contracts/sports';
import { PageContainer } from '@/shared/ui/PageContainer';
import { BetSlip } from './BetSlip';
import { EventsEmpty } from './EventsEmpty';
import { SportCards } from './SportCards';
import { SportNav } from './SportNav';
import { SportsHero } from './SportsHero';
import classes from './SportsPage.module.css';
import { sportInfo } from './sport-info';

export function SportsPage({ sport }: { sport: SportSlug | undefined }) {
  const { i18n } = useLingui();
  const sportName = sport ? i18n._(sportInfo(sport).label) : null;
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="sports-page">
        <SportsHero sport={sport} />
        {/* The front page lists every sport as a card; a sport's page keeps the compact row. */}
        {sport ? <SportNav active={sport} /> : <SportCards />}
        <div className={classes.frame}>
          <div className={classes.columns}>
            <Stack gap="sm">
              <Title order={2} fz="h3">
                {sportName ? <Trans>{sportName} events</Trans> : <Trans>Upcoming events</Trans>}
              </Title>
              <EventsEmpty sportName={sportName} />
            </Stack>
            <BetSlip />
          </div>
        </div>
      </Stack>
    </PageContainer>
  );
}
