/**
 * A raffle's page (/raffle/{slug}). A raffle is running, waiting for its draw or drawn (spec
 * part 1 §4.9); those states need the raffle's data, so until a raffle exists under this
 * address the page says it was not found.
 */
import { Trans } from '@lingui/react/macro';
import { Code } from '@mantine/core';
import { IconHome, IconPokerChip, IconTicket } from '@tabler/icons-react';
import { NotFoundPanel } from '@/shared/ui/NotFoundPanel';
import { RouterButton } from '@/shared/ui/router-links';

const BACKGROUND =
  'radial-gradient(80% 100% at 50% 0%, rgb(255 196 56 / 0.14), transparent 70%), var(--mantine-color-dark-6)';

export function RafflePage({ slug }: { slug: string }) {
  return (
    <NotFoundPanel
      color="gold"
      icon={<IconTicket size={28} />}
      title={<Trans>Raffle not found</Trans>}
      description={
        <Trans>
          There is no raffle at this address. It may have ended and been removed, or the link may be
          mistyped.
        </Trans>
      }
      actions={
        <>
          <RouterButton to="/" leftSection={<IconHome size={16} />}>
            <Trans>Back to home</Trans>
          </RouterButton>
          <RouterButton
            to="/casino"
            search={{}}
            variant="default"
            leftSection={<IconPokerChip size={16} />}
          >
            <Trans>Casino lobby</Trans>
          </RouterButton>
        </>
      }
      background={BACKGROUND}
      data-testid="raffle-not-found"
    >
      <Code>{slug}</Code>
    </NotFoundPanel>
  );
}
