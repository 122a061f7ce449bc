/** The chosen game's params in the verifier: what the player picked when they bet. */
import { useLingui } from '@lingui/react/macro';
import { NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { LINEARMINES_DIFFICULTIES, TOWERS_DIFFICULTIES } from '@/contracts/originals';
import { gridsOf, type VerifierFields } from './verifier-fields';

interface Props {
  fields: VerifierFields;
  onChange: (change: Partial<VerifierFields>) => void;
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function ParamsInputs({ fields, onChange }: Props) {
  const { t } = useLingui();
  switch (fields.game) {
    case 'dice':
      return (
        <>
          <NumberInput
            label={t`Target`}
            value={fields.target}
            onChange={(target) => onChange({ target })}
            min={0.01}
            max={99.99}
            decimalScale={2}
            data-testid="verifier-target"
          />
          <Labelled label={t`Condition`}>
            <SegmentedControl
              value={fields.condition}
              onChange={(condition) => onChange({ condition })}
              data={[
                { value: 'over', label: t`Roll over` },
                { value: 'under', label: t`Roll under` },
              ]}
              aria-label={t`Condition`}
            />
          </Labelled>
        </>
      );
    case 'mines':
    case 'junglemines':
      return (
        <>
          <Select
            label={t`Grid`}
            value={String(fields.gridCount)}
            onChange={(value) => onChange({ gridCount: value === null ? '' : Number(value) })}
            data={gridsOf(fields.game).map((grid) => ({
              value: String(grid),
              label: t`${grid} tiles`,
            }))}
            allowDeselect={false}
            data-testid="verifier-grid"
          />
          <NumberInput
            label={t`Number of mines`}
            value={fields.minesCount}
            onChange={(minesCount) => onChange({ minesCount })}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            data-testid="verifier-mines-count"
          />
        </>
      );
    case 'towers':
      return (
        <Labelled label={t`Difficulty`}>
          <SegmentedControl
            value={fields.towersDifficulty}
            onChange={(towersDifficulty) => onChange({ towersDifficulty })}
            data={TOWERS_DIFFICULTIES.map(({ id }) => ({ value: id, label: id.slice(1) }))}
            aria-label={t`Difficulty`}
          />
        </Labelled>
      );
    case 'linearmines':
      return (
        <Labelled label={t`Difficulty`}>
          <SegmentedControl
            value={fields.linearminesDifficulty}
            onChange={(linearminesDifficulty) => onChange({ linearminesDifficulty })}
            data={LINEARMINES_DIFFICULTIES.map(({ id }) => ({ value: id, label: id }))}
            aria-label={t`Difficulty`}
          />
        </Labelled>
      );
  }
}
