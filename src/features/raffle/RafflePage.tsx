/**
 * A raffle's page (/raffle/{slug}). A raffle is running, waiting for its draw or drawn (spec
 * part 1 §4.9); those states need the raffle's data, so until a raffle exists under this
 * address the page says it was not found.
 */
import { Trans } from '@lingui/react/macro';
import { Code, EmptyState, Paper } from '@mantine/core';
import { IconHome, IconPokerChip, IconTicket } from '@tabler/icons-react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterButton } from '@/shared/ui/router-links';

export function RafflePage({ slug }: { slug: string }) {
  return (
    <PageContainer size="md">
      <Paper
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        mt={{ base: 0, sm: 'xl' }}
        withBorder
        data-testid="raffle-not-found"
        style={{
          background:
            'radial-gradient(80% 100% at 50% 0%, rgb(255 196 56 / 0.14), transparent 70%), var(--mantine-color-dark-6)',
        }}
      >
        <EmptyState variant="light" color="gold" size="lg" icon={<IconTicket size={28} />}>
          <EmptyState.Title order={1}>
            <Trans>Raffle not found</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>
              There is no raffle at this address. It may have ended and been removed, or the link
              may be mistyped.
            </Trans>
          </EmptyState.Description>
          <Code>{slug}</Code>
          <EmptyState.Actions>
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
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </PageContainer>
  );
}
