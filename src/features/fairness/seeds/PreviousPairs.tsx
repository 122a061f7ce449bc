/**
 * The player's revealed seed pairs, newest first: each server seed with the hash it was shown
 * under, the client seed and how many bets it played, so any of those bets can be checked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { RevealedSeedPair } from '@/contracts/originals';
import { CopyField } from './CopyField';

export function PreviousPairs({ pairs }: { pairs: readonly RevealedSeedPair[] }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        <Trans>Previous seed pairs</Trans>
      </Title>
      {pairs.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="previous-pairs-empty">
          <Trans>Your revealed seeds appear here once you rotate your seed pair.</Trans>
        </Text>
      ) : (
        pairs.map((pair) => {
          const bets = pair.nonce;
          const revealed = i18n.date(pair.revealedAt, { dateStyle: 'medium', timeStyle: 'short' });
          return (
            <Paper key={pair.serverSeedHash} p="sm" bg="dark.7" data-testid="previous-pair">
              <Stack gap="xs">
                <Text size="xs" c="dimmed">
                  <Trans>
                    Revealed {revealed} · bets played: {bets}
                  </Trans>
                </Text>
                <CopyField label={<Trans>Server seed</Trans>} value={pair.serverSeed} />
                <CopyField label={<Trans>Server seed hash</Trans>} value={pair.serverSeedHash} />
                <CopyField label={<Trans>Client seed</Trans>} value={pair.clientSeed} />
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
