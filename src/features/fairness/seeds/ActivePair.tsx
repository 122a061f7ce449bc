/** The seed pair the player's next bets use: the server seed's hash, the client seed, the nonce. */
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { ActiveSeedPair } from '@/contracts/originals';
import { CopyField } from './CopyField';

export function ActivePair({ pair }: { pair: ActiveSeedPair }) {
  return (
    <Stack gap="sm" data-testid="active-seed-pair">
      <CopyField
        label={<Trans>Active server seed (SHA-256 hash)</Trans>}
        value={pair.serverSeedHash}
        testId="active-server-seed-hash"
      />
      <CopyField
        label={<Trans>Active client seed</Trans>}
        value={pair.clientSeed}
        testId="active-client-seed"
      />
      <CopyField
        label={<Trans>Next nonce</Trans>}
        value={String(pair.nonce)}
        testId="active-nonce"
      />
    </Stack>
  );
}
