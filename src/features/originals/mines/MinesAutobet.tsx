/**
 * Mines autobet (issue 19): the player chooses tiles on the board first; each bet then reveals
 * that pattern and cashes out, for the number of bets and with the win/loss rules chosen here.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AutobetControls, AutobetSettings, AutobetStrategy } from '../autobet/use-autobet';

export interface MinesAutobetProps {
  autobet: AutobetControls;
  /** How many tiles the pattern has. */
  patternSize: number;
  /** Tiles without a mine on the chosen board: a longer pattern could never be cashed out. */
  safeTiles: number;
  /** A manual round is open or an action is in flight. */
  disabled: boolean;
  onClearPattern: () => void;
}

const DEFAULT_SETTINGS: AutobetSettings = {
  count: 10,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  stopOnProfit: null,
  stopOnLoss: null,
};

/** A number field's value as a non-negative number, or null when it is empty. */
function nonNegativeOrNull(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function StrategyField({
  label,
  strategy,
  disabled,
  onChange,
}: {
  label: string;
  strategy: AutobetStrategy;
  disabled: boolean;
  onChange: (strategy: AutobetStrategy) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          size="xs"
          disabled={disabled}
          value={strategy.mode}
          data={[
            { value: 'reset', label: t`Reset` },
            { value: 'increase', label: t`Increase by` },
          ]}
          onChange={(mode) =>
            onChange({ ...strategy, mode: mode === 'increase' ? 'increase' : 'reset' })
          }
        />
        <NumberInput
          aria-label={t`${label}: percent`}
          size="xs"
          w={90}
          min={0}
          max={1000}
          suffix="%"
          allowNegative={false}
          clampBehavior="strict"
          disabled={disabled || strategy.mode === 'reset'}
          value={strategy.percent}
          onChange={(value) => onChange({ ...strategy, percent: nonNegativeOrNull(value) ?? 0 })}
        />
      </Group>
    </Stack>
  );
}

export function MinesAutobet({
  autobet,
  patternSize,
  safeTiles,
  disabled,
  onClearPattern,
}: MinesAutobetProps) {
  const { t } = useLingui();
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const editable = !autobet.running && !disabled;
  const tooLong = patternSize > safeTiles;
  const update = (change: Partial<AutobetSettings>) => setSettings((s) => ({ ...s, ...change }));

  return (
    <Stack gap="sm" data-testid="mines-autobet">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c={patternSize === 0 ? 'dimmed' : undefined}>
          {patternSize === 0 ? (
            <Trans>Choose tiles on the board, then start.</Trans>
          ) : (
            <Trans>{patternSize} tiles chosen</Trans>
          )}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={!editable || patternSize === 0}
          onClick={onClearPattern}
        >
          <Trans>Clear</Trans>
        </Button>
      </Group>
      {tooLong ? (
        <Text size="sm" c="red.4" role="alert">
          <Plural
            value={safeTiles}
            one="The board has # safe tile: choose at most # for autobet."
            other="The board has # safe tiles: choose at most # for autobet."
          />
        </Text>
      ) : null}
      <NumberInput
        label={t`Number of bets`}
        description={t`0 plays until you stop`}
        min={0}
        max={10_000}
        allowNegative={false}
        allowDecimal={false}
        clampBehavior="strict"
        disabled={!editable}
        value={settings.count}
        onChange={(value) => update({ count: nonNegativeOrNull(value) ?? 0 })}
      />
      <StrategyField
        label={t`On win`}
        strategy={settings.onWin}
        disabled={!editable}
        onChange={(onWin) => update({ onWin })}
      />
      <StrategyField
        label={t`On loss`}
        strategy={settings.onLoss}
        disabled={!editable}
        onChange={(onLoss) => update({ onLoss })}
      />
      <Group grow gap="xs">
        <NumberInput
          label={t`Stop on profit`}
          min={0}
          prefix="$"
          decimalScale={2}
          allowNegative={false}
          disabled={!editable}
          value={settings.stopOnProfit ?? ''}
          onChange={(value) => update({ stopOnProfit: nonNegativeOrNull(value) })}
        />
        <NumberInput
          label={t`Stop on loss`}
          min={0}
          prefix="$"
          decimalScale={2}
          allowNegative={false}
          disabled={!editable}
          value={settings.stopOnLoss ?? ''}
          onChange={(value) => update({ stopOnLoss: nonNegativeOrNull(value) })}
        />
      </Group>
      {autobet.running ? (
        <Button color="red" onClick={autobet.stop}>
          {autobet.betsLeft === null ? (
            <Trans>Stop autobet</Trans>
          ) : (
            <Trans>Stop autobet ({autobet.betsLeft} left)</Trans>
          )}
        </Button>
      ) : (
        <Button
          disabled={disabled || patternSize === 0 || tooLong}
          onClick={() => autobet.start(settings)}
        >
          <Trans>Start autobet</Trans>
        </Button>
      )}
    </Stack>
  );
}
