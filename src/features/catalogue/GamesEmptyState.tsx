/**
 * What a game list shows while it holds no games (spec part 1 §4.1 'the no-games text'):
 * a clear message and the ways to games that do exist.
 */
import { Trans } from '@lingui/react/macro';
import { IconDiamond, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyCard } from '@/shared/ui/EmptyCard';
import { RouterButton } from '@/shared/ui/router-links';

interface Props {
  title?: ReactNode;
  description?: ReactNode;
  /** Extra actions shown before the default ones. */
  actions?: ReactNode;
  /** The links to the Originals and the lobby; off where the page already shows both. */
  withLinks?: boolean;
}

export function GamesEmptyState({ title, description, actions, withLinks = true }: Props) {
  return (
    <EmptyCard
      icon={<IconMoodEmpty size={28} />}
      title={title ?? <Trans>No games here yet</Trans>}
      description={
        description ?? (
          <Trans>
            Games for this list appear here as soon as they are added to the lobby. In the meantime,
            our Originals are ready.
          </Trans>
        )
      }
      actions={
        withLinks ? (
          <>
            {actions}
            <RouterButton
              to="/casino"
              search={{ category: 'dofia-games' }}
              leftSection={<IconDiamond size={16} />}
            >
              <Trans>KadiBet Originals</Trans>
            </RouterButton>
            <RouterButton to="/casino" search={{}} variant="default">
              <Trans>Casino lobby</Trans>
            </RouterButton>
          </>
        ) : (
          actions
        )
      }
      data-testid="games-empty"
    />
  );
}
