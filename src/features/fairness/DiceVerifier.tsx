/**
 * The verifier: a player pastes a revealed server seed, their client seed and a bet's nonce
 * and sees the commitment, the HMAC and the dice roll, computed in their own browser.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalculator, IconEraser, IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { useDiceVerification } from './use-dice-verification';
import { VerifierResult } from './VerifierResult';

/** Clearly made-up inputs that show how the tool works; they belong to no real bet. */
const EXAMPLE = { serverSeed: 'example-server-seed', clientSeed: 'example-client-seed', nonce: 0 };

export function DiceVerifier() {
  const { t } = useLingui();
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState<number | string>(0);
  const [expectedHash, setExpectedHash] = useState('');
  const state = useDiceVerification({ serverSeed, clientSeed, nonce });

  const fill = (values: typeof EXAMPLE) => {
    setServerSeed(values.serverSeed);
    setClientSeed(values.clientSeed);
    setNonce(values.nonce);
    setExpectedHash('');
  };

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
            <Trans>Verify a dice roll</Trans>
          </Title>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconFlask size={14} />}
            onClick={() => fill(EXAMPLE)}
          >
            <Trans>Try an example</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconEraser size={14} />}
            onClick={() => fill({ serverSeed: '', clientSeed: '', nonce: 0 })}
          >
            <Trans>Clear</Trans>
          </Button>
        </Group>
      </Group>
      <SimpleGrid type="container" cols={{ base: 1, '820px': 2 }} spacing="xl">
        <Stack gap="md">
          <TextInput
            label={t`Server seed`}
            description={t`Revealed when you rotate your seed pair.`}
            value={serverSeed}
            onChange={(e) => setServerSeed(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="verifier-server-seed"
          />
          <TextInput
            label={t`Client seed`}
            value={clientSeed}
            onChange={(e) => setClientSeed(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="verifier-client-seed"
          />
          <NumberInput
            label={t`Nonce`}
            description={t`The bet's number with this seed pair, starting at 0.`}
            value={nonce}
            onChange={setNonce}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            data-testid="verifier-nonce"
          />
          <TextInput
            label={t`Server seed hash you were shown (optional)`}
            value={expectedHash}
            onChange={(e) => setExpectedHash(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="verifier-expected-hash"
          />
        </Stack>
        <VerifierResult state={state} expectedHash={expectedHash} />
      </SimpleGrid>
    </Paper>
  );
}
