/** The verifier's answer: the server seed's hash, the floats and the outcome they draw. */
import { Trans } from '@lingui/react/macro';
import { Alert, Divider, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { OriginalGame } from '@/contracts/originals';
import { FloatsList } from './FloatsList';
import { HashMatch } from './HashMatch';
import { DrawnOutcomeView } from './outcomes/DrawnOutcomeView';
import { ResultRow } from './ResultRow';
import type { VerificationState } from './use-verification';

function ParamsProblem({ game }: { game: OriginalGame }) {
  switch (game) {
    case 'dice':
      return <Trans>Choose a target from 0.01 to 99.99, with at most two decimals.</Trans>;
    case 'mines':
    case 'junglemines':
      return <Trans>Choose one of the game's grids and a number of mines that leaves a gem.</Trans>;
    default:
      return <Trans>Choose one of the game's difficulties.</Trans>;
  }
}

function Problem({ state, game }: { state: VerificationState; game: OriginalGame }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="verifier-problem"
    >
      {state.status === 'invalid-nonce' ? (
        <Trans>The nonce must be a whole number, starting from 0.</Trans>
      ) : state.status === 'invalid-params' ? (
        <ParamsProblem game={game} />
      ) : (
        <Trans>This bet could not be recomputed. Please try again later.</Trans>
      )}
    </Alert>
  );
}

export function VerificationResult({
  state,
  game,
  expectedHash,
}: {
  state: VerificationState;
  game: OriginalGame;
  expectedHash: string;
}) {
  if (state.status === 'idle') {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <Trans>
          Enter a server seed and a client seed to see the hash, the floats and the outcome.
        </Trans>
      </Text>
    );
  }
  if (state.status !== 'ready') return <Problem state={state} game={game} />;
  const { serverSeedHash, floats, drawn } = state.result;
  return (
    <Stack gap="lg" data-testid="verifier-result">
      <ResultRow
        label={<Trans>Server seed hash (SHA-256)</Trans>}
        value={serverSeedHash}
        testId="verifier-hash"
        extra={<HashMatch expected={expectedHash} actual={serverSeedHash} />}
      />
      <FloatsList floats={floats} />
      <Divider />
      <DrawnOutcomeView drawn={drawn} />
    </Stack>
  );
}
