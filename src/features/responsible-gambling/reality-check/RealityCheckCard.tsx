/**
 * The reality-check setting: off (the default) or a reminder every 15 to 120 minutes of the
 * session. Choosing an interval counts as answering the reminder now, so the first one comes
 * a full interval later instead of at once in a long session.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@/contracts/responsible-gambling';
import { accountKeys } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { errorTextOf } from '../errors';
import { rgKeys, sessionSummaryQuery, setRealityCheck } from '../queries';
import { useAnswerRealityCheck } from './RealityCheckHost';

const OFF = 'off';

function parseChoice(value: string | null): RealityCheckMinutes | null {
  const minutes = Number(value);
  return REALITY_CHECK_MINUTES.find((choice) => choice === minutes) ?? null;
}

export function RealityCheckCard({ intervalMinutes }: { intervalMinutes: number | null }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const answer = useAnswerRealityCheck();
  const change = useMutation({
    mutationFn: async (value: string | null) => {
      const minutes = value === OFF ? null : parseChoice(value);
      await setRealityCheck(minutes);
      const summary = await queryClient.fetchQuery(sessionSummaryQuery());
      answer(summary);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rgKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.current }),
      ]);
      void showToast({
        kind: 'success',
        message:
          minutes === null
            ? t`Reality check turned off.`
            : t`Reality check every ${minutes} minutes.`,
      });
    },
  });

  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid="reality-check-setting">
      <Stack gap="sm">
        <Title order={4}>
          <Trans>Reality check</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            A reminder every few minutes of play with how long you have played since signing in and
            your net result, so you can decide to carry on, stop or look at your history.
          </Trans>
        </Text>
        <Select
          label={t`Remind me`}
          maw={280}
          value={intervalMinutes === null ? OFF : String(intervalMinutes)}
          onChange={(value) => change.mutate(value)}
          allowDeselect={false}
          disabled={change.isPending}
          data={[
            { value: OFF, label: t`Off` },
            ...REALITY_CHECK_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: t`Every ${minutes} minutes`,
            })),
          ]}
        />
        <FormError message={change.error && errorTextOf(i18n, change.error)} />
      </Stack>
    </Paper>
  );
}
