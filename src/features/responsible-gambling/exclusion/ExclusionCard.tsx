/**
 * Take a break (24 hours to 6 weeks) or self-exclude (6 months, 1 year, indefinitely): choose
 * the period, then confirm with the password. Either starts at once and only a longer one can
 * follow; the account stays open for withdrawals (unlike closing it, which blocks sign-in).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  BREAK_PERIODS,
  type BreakPeriod,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
} from '@/contracts/responsible-gambling';
import { selfExclude, takeBreak } from '../api';
import { ConfirmExclusionModal } from './ConfirmExclusionModal';
import { useStartExclusion } from './use-start-exclusion';

const BREAK_LABELS = {
  '24h': msg`24 hours`,
  '72h': msg`3 days`,
  '1w': msg`1 week`,
  '2w': msg`2 weeks`,
  '4w': msg`4 weeks`,
  '6w': msg`6 weeks`,
} as const satisfies Record<BreakPeriod, unknown>;

const EXCLUSION_LABELS = {
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  indefinite: msg`Indefinitely`,
} as const satisfies Record<SelfExclusionPeriod, unknown>;

export function BreakCard() {
  const { i18n, t } = useLingui();
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const start = useStartExclusion(takeBreak);
  const label = i18n._(BREAK_LABELS[period]);
  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid="take-a-break">
      <Stack gap="sm">
        <Title order={4}>
          <Trans>Take a break</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            A pause from playing, from 24 hours to 6 weeks. It starts now and cannot be cancelled or
            shortened.
          </Trans>
        </Text>
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value as BreakPeriod)}
          data={BREAK_PERIODS.map((value) => ({ value, label: i18n._(BREAK_LABELS[value]) }))}
          aria-label={t`Break length`}
        />
        <Button w="fit-content" color="orange" variant="light" onClick={() => setConfirming(true)}>
          <Trans>Take a break</Trans>
        </Button>
      </Stack>
      {confirming ? (
        <ConfirmExclusionModal
          title={t`Take a break for ${label}?`}
          summary={<Trans>Your break starts now and lasts {label}.</Trans>}
          confirmLabel={t`Start my break`}
          onClose={() => setConfirming(false)}
          onConfirm={async (password) => {
            const problem = await start({ period, password });
            if (!problem) setConfirming(false);
            return problem;
          }}
        />
      ) : null}
    </Paper>
  );
}

export function SelfExclusionCard() {
  const { i18n, t } = useLingui();
  const [period, setPeriod] = useState<SelfExclusionPeriod>('6m');
  const [confirming, setConfirming] = useState(false);
  const start = useStartExclusion(selfExclude);
  const label = i18n._(EXCLUSION_LABELS[period]);
  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid="self-exclusion">
      <Stack gap="sm">
        <Title order={4}>
          <Trans>Self-exclusion</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            For when gambling has become a problem: 6 months, 1 year or indefinitely. It cannot be
            cancelled or shortened. An indefinite self-exclusion lasts until you ask support to lift
            it, at the earliest after 6 months, and play resumes 24 hours after that.
          </Trans>
        </Text>
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value as SelfExclusionPeriod)}
          data={SELF_EXCLUSION_PERIODS.map((value) => ({
            value,
            label: i18n._(EXCLUSION_LABELS[value]),
          }))}
          aria-label={t`Self-exclusion length`}
        />
        <Button w="fit-content" color="red" variant="light" onClick={() => setConfirming(true)}>
          <Trans>Self-exclude</Trans>
        </Button>
      </Stack>
      {confirming ? (
        <ConfirmExclusionModal
          title={t`Self-exclude: ${label}?`}
          summary={
            period === 'indefinite' ? (
              <Trans>Your self-exclusion starts now and has no end date.</Trans>
            ) : (
              <Trans>Your self-exclusion starts now and lasts {label}.</Trans>
            )
          }
          confirmLabel={t`Self-exclude`}
          onClose={() => setConfirming(false)}
          onConfirm={async (password) => {
            const problem = await start({ period, password });
            if (!problem) setConfirming(false);
            return problem;
          }}
        />
      ) : null}
    </Paper>
  );
}
