/** One kind of limit (deposit, loss or wager): what it counts, its three periods, Save. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { LimitKind, LimitPeriod, LimitView } from '@/contracts/responsible-gambling';
import { FormError } from '@/shared/ui/FormError';
import { LimitFields } from './LimitFields';
import { changesOf, draftsOf, type LimitDrafts } from './limit-drafts';
import { useSaveLimits } from './use-save-limits';

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

export function LimitCard({ kind, limits }: { kind: LimitKind; limits: readonly LimitView[] }) {
  const { i18n, t } = useLingui();
  const [drafts, setDrafts] = useState<LimitDrafts>(() => draftsOf(limits, kind));
  const [problem, setProblem] = useState<LimitPeriod | null>(null);
  const { save, pending, error } = useSaveLimits();

  // A saved change (here or in another tab) resets the fields to what is now in force.
  useEffect(() => setDrafts(draftsOf(limits, kind)), [limits, kind]);

  const submit = async () => {
    const result = changesOf(limits, kind, drafts);
    if ('problem' in result) {
      setProblem(result.period);
      return;
    }
    setProblem(null);
    if (result.changes.length > 0) await save(result.changes);
  };

  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid={`limits-${kind}`}>
      <Stack gap="sm">
        <Title order={4}>{i18n._(TEXTS[kind].title)}</Title>
        <Text size="sm" c="dimmed">
          {i18n._(TEXTS[kind].text)}
        </Text>
        <LimitFields
          kind={kind}
          limits={limits}
          drafts={drafts}
          onChange={(period, value) => setDrafts((current) => ({ ...current, [period]: value }))}
          error={
            problem
              ? {
                  period: problem,
                  message: t`Enter an amount above zero, or leave it empty for no limit.`,
                }
              : null
          }
        />
        <FormError message={error} />
        <Button w="fit-content" loading={pending} onClick={() => void submit()}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
