/** One kind of limit (deposit, loss or wager): what it counts, its three periods, Save. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { LimitKind, LimitView } from '@/contracts/responsible-gambling';
import { FormError } from '@/shared/ui/FormError';
import { LimitFields } from './LimitFields';
import { limitFormKey, useLimitForm } from './use-limit-form';

const TEXTS: Record<LimitKind, { title: MessageDescriptor; text: MessageDescriptor }> = {
  deposit: {
    title: msg`Deposit limits`,
    text: msg`The most you can deposit in each period.`,
  },
  loss: {
    title: msg`Loss limits`,
    text: msg`The most you can lose in each period: your stakes minus your winnings. A bet is refused when losing it would go over.`,
  },
  wager: {
    title: msg`Wager limits`,
    text: msg`The most you can stake in each period, whatever you win.`,
  },
};

interface LimitCardProps {
  kind: LimitKind;
  limits: readonly LimitView[];
}

/** Keyed by what the limits ask for: a save here or in another tab starts the form afresh. */
export function LimitCard({ kind, limits }: LimitCardProps) {
  return <LimitCardForm key={limitFormKey(limits, kind)} kind={kind} limits={limits} />;
}

function LimitCardForm({ kind, limits }: LimitCardProps) {
  const { i18n } = useLingui();
  const form = useLimitForm(limits, kind);
  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid={`limits-${kind}`}>
      <Stack gap="sm">
        <Title order={4}>{i18n._(TEXTS[kind].title)}</Title>
        <Text size="sm" c="dimmed">
          {i18n._(TEXTS[kind].text)}
        </Text>
        <LimitFields {...form.fields} />
        <FormError message={form.error} />
        <Button w="fit-content" loading={form.pending} onClick={form.submit}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
