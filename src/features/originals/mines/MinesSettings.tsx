/** The mines game's own settings in the bet panel: the board size and how many mines it hides. */
import { useLingui } from '@lingui/react/macro';
import { Input, NumberInput, SegmentedControl } from '@mantine/core';
import type { MinesTheme } from './mines-themes';
import { gridShape } from './mines-tiles';

export interface MinesSettingsProps {
  theme: MinesTheme;
  gridCount: number;
  minesCount: number;
  disabled: boolean;
  onGridChange: (gridCount: number) => void;
  onMinesChange: (minesCount: number) => void;
}

export function MinesSettings({
  theme,
  gridCount,
  minesCount,
  disabled,
  onGridChange,
  onMinesChange,
}: MinesSettingsProps) {
  const { t } = useLingui();
  const grids = theme.grids.map((count) => {
    const { columns, rows } = gridShape(count);
    return { value: String(count), label: `${columns}×${rows}` };
  });
  const most = gridCount - 1;
  return (
    <>
      <Input.Wrapper label={t`Board size`}>
        <SegmentedControl
          fullWidth
          data={grids}
          value={String(gridCount)}
          disabled={disabled}
          onChange={(value) => onGridChange(Number(value))}
        />
      </Input.Wrapper>
      <NumberInput
        label={theme.game === 'junglemines' ? t`Traps` : t`Number of mines`}
        description={t`From 1 to ${most}`}
        min={1}
        max={most}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        disabled={disabled}
        value={minesCount}
        onChange={(value) => {
          // A cleared or partial entry keeps the last count the round can be played with.
          if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= most) {
            onMinesChange(value);
          }
        }}
      />
    </>
  );
}
