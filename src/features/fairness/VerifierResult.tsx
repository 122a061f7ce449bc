/** The verifier's answer: the commitment, the HMAC with the part that decided, and the roll. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Divider, Group, Mark, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDice5 } from '@tabler/icons-react';
import { HashMatch } from './HashMatch';
import { ResultRow } from './ResultRow';
import type { VerificationState } from './use-dice-verification';

export function VerifierResult({
  state,
  expectedHash,
}: {
  state: VerificationState;
  expectedHash: string;
}) {
  const { i18n } = useLingui();
  if (state.status === 'idle') {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <Trans>Enter a server seed to see its hash, the HMAC and the roll.</Trans>
      </Text>
    );
  }
  if (state.status === 'unsupported' || state.status === 'invalid-nonce') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {state.status === 'unsupported' ? (
          <Trans>
            Your browser cannot run the calculation on this page. Open the site over HTTPS and try
            again.
          </Trans>
        ) : (
          <Trans>The nonce must be a whole number, starting from 0.</Trans>
        )}
      </Alert>
    );
  }
  const { serverSeedHash, hmac, dice } = state.result;
  const end = dice.start + dice.chunk.length;
  const from = dice.start + 1;
  const { chunk, text: roll } = dice;
  const value = i18n.number(dice.value);
  return (
    <Stack gap="lg" data-testid="verifier-result">
      <ResultRow
        label={<Trans>Server seed hash (SHA-256)</Trans>}
        value={serverSeedHash}
        testId="verifier-hash"
        extra={<HashMatch expected={expectedHash} actual={serverSeedHash} />}
      />
      <ResultRow
        label={<Trans>HMAC-SHA256(server seed, client seed:nonce)</Trans>}
        value={hmac}
        testId="verifier-hmac"
      >
        {hmac.slice(0, dice.start)}
        <Mark color="gold">{dice.chunk}</Mark>
        {hmac.slice(end)}
      </ResultRow>
      <Divider />
      <Group gap="lg" wrap="nowrap" align="center">
        <IconDice5 size={44} stroke={1.4} color="var(--mantine-color-emerald-5)" aria-hidden />
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={700}>
            <Trans>Dice roll</Trans>
          </Text>
          <Text fz={40} fw={900} lh={1} data-testid="verifier-roll">
            {dice.text}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>
          Characters {from} to {end} of the HMAC, {chunk}, are {value} in decimal. The remainder of{' '}
          {value} divided by 10,000, divided by 100, gives {roll}.
        </Trans>{' '}
        {dice.start > 0 ? (
          <Trans>Each earlier group of five was 1,000,000 or more, so it was skipped.</Trans>
        ) : null}
      </Text>
    </Stack>
  );
}
