/** Kadi in three steps (the Game Policy's rules summary), with the full rules a click away. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';
import { InfoRow } from '@/shared/ui/InfoRow';

const STEPS: readonly { id: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    id: 'match',
    title: msg`Match the top card`,
    text: msg`Play a card of the same suit or rank, or draw if you cannot.`,
  },
  {
    id: 'power',
    title: msg`Use your power cards`,
    text: msg`2s, 3s and jokers make the next player pick up; aces change the suit; jacks skip; kings reverse.`,
  },
  {
    id: 'kadi',
    title: msg`Call "Niko Kadi"`,
    text: msg`Declare when you are one play from finishing, then win by playing an ordinary answer card last.`,
  },
];

export function KadiHowItWorks() {
  const { i18n } = useLingui();
  const modal = useModal();
  return (
    <Paper
      p="lg"
      radius="lg"
      bg="dark.6"
      withBorder
      component="aside"
      data-testid="kadi-how-it-works"
    >
      <Title order={2} fz="h3" mb="md">
        <Trans>How Kadi works</Trans>
      </Title>
      <Stack gap="md">
        {STEPS.map((step, index) => (
          <InfoRow
            key={step.id}
            indicator={
              <ThemeIcon size={30} radius="xl" color="gold" c="dark.9" fw={800}>
                {index + 1}
              </ThemeIcon>
            }
            title={i18n._(step.title)}
          >
            {i18n._(step.text)}
          </InfoRow>
        ))}
      </Stack>
      <Button
        mt="lg"
        fullWidth
        variant="light"
        color="gold"
        leftSection={<IconBook size={16} />}
        onClick={() => modal.open('pokerRules')}
      >
        <Trans>Read the full rules</Trans>
      </Button>
    </Paper>
  );
}
