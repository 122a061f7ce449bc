/**
 * The verifier: a player enters a revealed server seed, their client seed, a bet's nonce and
 * what they chose for the game, and sees the seed's hash, the floats and the outcome, all
 * computed in their own browser with the rules the server plays. A bet's "Verify" link opens
 * it filled in (`initial`, read from the address by the route).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalculator, IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import type { FairSearch } from '@/contracts/fair-search';
import { ORIGINAL_GAMES, type OriginalGame } from '@/contracts/originals';
import { ORIGINAL_GAME_NAMES } from '../game-names';
import { ParamsInputs } from './ParamsInputs';
import { useVerification } from './use-verification';
import { VerificationResult } from './VerificationResult';
import { initialFields, type VerifierFields, withGame } from './verifier-fields';

const isOriginalGame = (value: string | null): value is OriginalGame =>
  (ORIGINAL_GAMES as readonly (string | null)[]).includes(value);

export function GameVerifier({ initial }: { initial: FairSearch }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<VerifierFields>(() => initialFields(initial));
  const change = (next: Partial<VerifierFields>) => setFields((now) => ({ ...now, ...next }));
  const state = useVerification(fields);

  return (
    <Paper
      component="section"
      id="verifier"
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      bg="dark.6"
      withBorder
    >
      <Group justify="space-between" mb="lg" gap="sm">
        <Group gap="sm">
          <IconCalculator size={24} color="var(--mantine-color-emerald-5)" aria-hidden />
          <Title order={2} fz="h3">
            <Trans>Verify a bet</Trans>
          </Title>
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconEraser size={14} />}
          onClick={() => setFields(initialFields({ game: fields.game }))}
        >
          <Trans>Clear</Trans>
        </Button>
      </Group>
      <SimpleGrid type="container" cols={{ base: 1, '820px': 2 }} spacing="xl">
        <Stack gap="md">
          <Select
            label={t`Game`}
            value={fields.game}
            onChange={(game) => {
              if (isOriginalGame(game)) setFields((now) => withGame(now, game));
            }}
            data={ORIGINAL_GAMES.map((game) => ({
              value: game,
              label: i18n._(ORIGINAL_GAME_NAMES[game]),
            }))}
            allowDeselect={false}
            data-testid="verifier-game"
          />
          <TextInput
            label={t`Server seed`}
            description={t`Revealed when you rotate your seed pair.`}
            value={fields.serverSeed}
            onChange={(e) => change({ serverSeed: e.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
            data-testid="verifier-server-seed"
          />
          <TextInput
            label={t`Client seed`}
            value={fields.clientSeed}
            onChange={(e) => change({ clientSeed: e.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
            data-testid="verifier-client-seed"
          />
          <NumberInput
            label={t`Nonce`}
            description={t`The bet's number with this seed pair, starting at 0.`}
            value={fields.nonce}
            onChange={(nonce) => change({ nonce })}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            data-testid="verifier-nonce"
          />
          <ParamsInputs fields={fields} onChange={change} />
          <TextInput
            label={t`Server seed hash you were shown (optional)`}
            value={fields.expectedHash}
            onChange={(e) => change({ expectedHash: e.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
            data-testid="verifier-expected-hash"
          />
        </Stack>
        <VerificationResult state={state} game={fields.game} expectedHash={fields.expectedHash} />
      </SimpleGrid>
    </Paper>
  );
}
