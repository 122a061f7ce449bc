/** A game's difficulty in the bet panel, one segment each; changing it resets the board. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';

interface Props<D extends string> {
  /** The game's difficulties in order, each with its label. */
  options: ReadonlyArray<{ id: D; label: MessageDescriptor }>;
  difficulty: D;
  disabled: boolean;
  onChange: (difficulty: D) => void;
}

export function DifficultyPicker<D extends string>({
  options,
  difficulty,
  disabled,
  onChange,
}: Props<D>) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={t`Difficulty`}>
      <SegmentedControl
        fullWidth
        size="xs"
        disabled={disabled}
        value={difficulty}
        data={options.map((option) => ({ value: option.id, label: t(option.label) }))}
        onChange={(value) => {
          const chosen = options.find((option) => option.id === value);
          if (chosen) onChange(chosen.id);
        }}
      />
    </Input.Wrapper>
  );
}
