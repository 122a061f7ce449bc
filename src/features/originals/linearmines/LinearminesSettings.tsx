/** The Mission Uncrossable difficulty in the bet panel: changing it resets the road. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { LINEARMINES_DIFFICULTIES, type LinearminesDifficulty } from '@/contracts/originals';

const LABELS: Record<LinearminesDifficulty, MessageDescriptor> = {
  easy: msg`Easy`,
  medium: msg`Medium`,
  hard: msg`Hard`,
  daredevil: msg`Daredevil`,
};

const isDifficulty = (value: string): value is LinearminesDifficulty =>
  LINEARMINES_DIFFICULTIES.some((d) => d.id === value);

export function LinearminesSettings({
  difficulty,
  disabled,
  onChange,
}: {
  difficulty: LinearminesDifficulty;
  disabled: boolean;
  onChange: (difficulty: LinearminesDifficulty) => void;
}) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={t`Difficulty`}>
      <SegmentedControl
        fullWidth
        size="xs"
        disabled={disabled}
        value={difficulty}
        data={LINEARMINES_DIFFICULTIES.map((d) => ({ value: d.id, label: t(LABELS[d.id]) }))}
        onChange={(value) => {
          if (isDifficulty(value)) onChange(value);
        }}
      />
    </Input.Wrapper>
  );
}
