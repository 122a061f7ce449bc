/** The event list while no market is open; the sportsbook feed fills this list when it is. */
import { Trans } from '@lingui/react/macro';
import { IconCalendarEvent } from '@tabler/icons-react';
import { EmptyCard } from '@/shared/ui/EmptyCard';
import { RouterButton } from '@/shared/ui/router-links';

export function EventsEmpty({ sportName }: { sportName: string | null }) {
  return (
    <EmptyCard
      icon={<IconCalendarEvent size={28} />}
      title={<Trans>No events are open for betting right now</Trans>}
      description={
        sportName ? (
          <Trans>
            {sportName} markets appear here as soon as they open. Try another sport or check back
            later.
          </Trans>
        ) : (
          <Trans>Markets appear here as soon as they open. Check back later.</Trans>
        )
      }
      actions={
        <RouterButton to="/casino" variant="light">
          <Trans>Browse the casino</Trans>
        </RouterButton>
      }
      data-testid="sports-events-empty"
    />
  );
}
