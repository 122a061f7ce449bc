/**
 * Take a break (24 hours to 6 weeks) or self-exclude (6 months, 1 year, indefinitely): choose
 * the period, then confirm with the password. Either starts at once and only a longer one can
 * follow; the account stays open for withdrawals (unlike closing it, which blocks sign-in).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  BREAK_PERIODS,
  type BreakPeriod,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
} from '@/contracts/responsible-gambling';
import { type ExclusionRequest, selfExclude, takeBreak } from '../queries';
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

interface ExclusionCardProps<P extends string> {
  testId: string;
  title: ReactNode;
  description: ReactNode;
  periods: readonly P[];
  labels: Record<P, MessageDescriptor>;
  lengthLabel: string;
  /** The card's button, which opens the confirmation. */
  action: ReactNode;
  color: 'orange' | 'red';
  call: (request: ExclusionRequest<P>) => Promise<unknown>;
  /** The confirmation's title and summary for the chosen period (its label given). */
  confirmTitle: (label: string) => string;
  summary: (period: P, label: string) => ReactNode;
  confirmLabel: string;
}

/** A break and a self-exclusion work alike: choose the period, confirm, it starts. */
function ExclusionCard<P extends string>(props: ExclusionCardProps<P>) {
  const { i18n } = useLingui();
  const [period, setPeriod] = useState<P>(props.periods[0] as P);
  const [confirming, setConfirming] = useState(false);
  const start = useStartExclusion(props.call);
  const label = i18n._(props.labels[period]);
  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={4}>{props.title}</Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value as P)}
          data={props.periods.map((value) => ({ value, label: i18n._(props.labels[value]) }))}
          aria-label={props.lengthLabel}
        />
        <Button
          w="fit-content"
          color={props.color}
          variant="light"
          onClick={() => setConfirming(true)}
        >
          {props.action}
        </Button>
      </Stack>
      {confirming ? (
        <ConfirmExclusionModal
          title={props.confirmTitle(label)}
          summary={props.summary(period, label)}
          confirmLabel={props.confirmLabel}
          onClose={() => setConfirming(false)}
          onConfirm={async (password?: string) => {
            const problem = await start({ period, password });
            if (!problem) setConfirming(false);
            return problem;
          }}
        />
      ) : null}
    </Paper>
  );
}

export function BreakCard() {
  const { t } = useLingui();
  return (
    <ExclusionCard
      testId="take-a-break"
      title={<Trans>Take a break</Trans>}
      description={
        <Trans>
          A pause from playing, from 24 hours to 6 weeks. It starts now and cannot be cancelled or
          shortened.
        </Trans>
      }
      periods={BREAK_PERIODS}
      labels={BREAK_LABELS}
      lengthLabel={t`Break length`}
      action={<Trans>Take a break</Trans>}
      color="orange"
      call={takeBreak}
      confirmTitle={(label) => t`Take a break for ${label}?`}
      summary={(_period, label) => <Trans>Your break starts now and lasts {label}.</Trans>}
      confirmLabel={t`Start my break`}
    />
  );
}

export function SelfExclusionCard() {
  const { t } = useLingui();
  return (
    <ExclusionCard
      testId="self-exclusion"
      title={<Trans>Self-exclusion</Trans>}
      description={
        <Trans>
          For when gambling has become a problem: 6 months, 1 year or indefinitely. It cannot be
          cancelled or shortened. An indefinite self-exclusion lasts until you ask support to lift
          it, at the earliest after 6 months, and play resumes 24 hours after that.
        </Trans>
      }
      periods={SELF_EXCLUSION_PERIODS}
      labels={EXCLUSION_LABELS}
      lengthLabel={t`Self-exclusion length`}
      action={<Trans>Self-exclude</Trans>}
      color="red"
      call={selfExclude}
      confirmTitle={(label) => t`Self-exclude: ${label}?`}
      summary={(period, label) =>
        period === 'indefinite' ? (
          <Trans>Your self-exclusion starts now and has no end date.</Trans>
        ) : (
          <Trans>Your self-exclusion starts now and lasts {label}.</Trans>
        )
      }
      confirmLabel={t`Self-exclude`}
    />
  );
}
