/** The towers difficulty in the bet panel (spec part 2 §4): changing it resets the tower. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { TOWERS_DIFFICULTIES, type TowersDifficulty } from '@/contracts/originals';

const LABELS: Record<TowersDifficulty, MessageDescriptor> = {
  _easy: msg`Easy`,
  _medium: msg`Medium`,
  _hard: msg`Hard`,
  _spooky: msg`Spooky`,
  _scary: msg`Scary`,
};

const isDifficulty = (value: string): value is TowersDifficulty =>
  TOWERS_DIFFICULTIES.some((d) => d.id === value);

export function TowersSettings({
  difficulty,
  disabled,
  onChange,
}: {
  difficulty: TowersDifficulty;
  disabled: boolean;
  onChange: (difficulty: TowersDifficulty) => void;
}) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={t`Difficulty`}>
      <SegmentedControl
        fullWidth
        size="xs"
        disabled={disabled}
        value={difficulty}
        data={TOWERS_DIFFICULTIES.map((d) => ({ value: d.id, label: t(LABELS[d.id]) }))}
        onChange={(value) => {
          if (isDifficulty(value)) onChange(value);
        }}
      />
    </Input.Wrapper>
  );
}
