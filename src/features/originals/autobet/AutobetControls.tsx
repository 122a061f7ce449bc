/**
 * The autobet section of the bet panel (issue 19): number of bets (0 = until stopped), on win
 * and on loss reset or increase by a percent, stop on profit and on loss, start and stop.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AutobetSettings, AutobetStrategy, AutobetControls as Controls } from './use-autobet';

export const DEFAULT_AUTOBET: AutobetSettings = {
  count: 10,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  stopOnProfit: null,
  stopOnLoss: null,
};

/** A typed number, or `fallback` for an empty or negative field. */
function nonNegative(value: string | number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function StrategyField({
  label,
  testId,
  value,
  onChange,
  disabled,
}: {
  label: string;
  testId: string;
  value: AutobetStrategy;
  onChange: (strategy: AutobetStrategy) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={value.mode}
          disabled={disabled}
          onChange={(mode) =>
            onChange({ ...value, mode: mode === 'increase' ? 'increase' : 'reset' })
          }
          data={[
            { value: 'reset', label: t`Reset` },
            { value: 'increase', label: t`Increase by` },
          ]}
          data-testid={`${testId}-mode`}
        />
        <NumberInput
          aria-label={t`${label}: increase by percent`}
          value={value.percent}
          onChange={(percent) => onChange({ ...value, percent: nonNegative(percent, 0) })}
          min={0}
          max={1000}
          suffix="%"
          disabled={disabled || value.mode === 'reset'}
          w={90}
          data-testid={`${testId}-percent`}
        />
      </Group>
    </Stack>
  );
}

export function AutobetControls({ autobet, disabled }: { autobet: Controls; disabled: boolean }) {
  const { t } = useLingui();
  const [settings, setSettings] = useState<AutobetSettings>(DEFAULT_AUTOBET);
  const locked = disabled || autobet.running;
  const bound = (value: string | number) => (typeof value === 'number' && value > 0 ? value : null);
  return (
    <Stack gap="xs" data-testid="autobet">
      <NumberInput
        label={t`Number of bets (0 = until stopped)`}
        value={settings.count}
        onChange={(count) => setSettings({ ...settings, count: Math.floor(nonNegative(count, 0)) })}
        min={0}
        allowDecimal={false}
        disabled={locked}
        data-testid="autobet-count"
      />
      <StrategyField
        label={t`On win`}
        testId="autobet-win"
        value={settings.onWin}
        onChange={(onWin) => setSettings({ ...settings, onWin })}
        disabled={locked}
      />
      <StrategyField
        label={t`On loss`}
        testId="autobet-loss"
        value={settings.onLoss}
        onChange={(onLoss) => setSettings({ ...settings, onLoss })}
        disabled={locked}
      />
      <Group grow gap="xs">
        <NumberInput
          label={t`Stop on profit`}
          value={settings.stopOnProfit ?? ''}
          onChange={(value) => setSettings({ ...settings, stopOnProfit: bound(value) })}
          min={0}
          decimalScale={2}
          disabled={locked}
          data-testid="autobet-stop-profit"
        />
        <NumberInput
          label={t`Stop on loss`}
          value={settings.stopOnLoss ?? ''}
          onChange={(value) => setSettings({ ...settings, stopOnLoss: bound(value) })}
          min={0}
          decimalScale={2}
          disabled={locked}
          data-testid="autobet-stop-loss"
        />
      </Group>
      {autobet.running ? (
        <Button color="red" onClick={autobet.stop} data-testid="autobet-stop">
          {autobet.betsLeft === null ? (
            <Trans>Stop autobet</Trans>
          ) : (
            <Trans>Stop autobet ({autobet.betsLeft} left)</Trans>
          )}
        </Button>
      ) : (
        <Button
          variant="light"
          onClick={() => autobet.start(settings)}
          disabled={disabled}
          data-testid="autobet-start"
        >
          <Trans>Start autobet</Trans>
        </Button>
      )}
    </Stack>
  );
}
