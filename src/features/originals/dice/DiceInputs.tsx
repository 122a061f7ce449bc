/**
 * Dice's settings in the bet panel: over/under, and the target, win chance and multiplier,
 * each editable, the others following (dice-settings.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, SimpleGrid } from '@mantine/core';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, type DiceParams } from '@/contracts/originals';
import { MULTIPLIER_ONE } from '@/games';
import { CommittedNumberInput } from './CommittedNumberInput';
import { diceMultiplier, diceWinChance } from './dice-odds';
import { flipped, withChance, withMultiplier, withTarget } from './dice-settings';

interface Props {
  params: DiceParams;
  onChange: (params: DiceParams) => void;
}

export function DiceInputs({ params, onChange }: Props) {
  const { t } = useLingui();
  return (
    <>
      <Group justify="space-between">
        <SegmentedControl
          size="xs"
          value={params.condition}
          onChange={(condition) => condition !== params.condition && onChange(flipped(params))}
          data={[
            { value: 'under', label: t`Roll under` },
            { value: 'over', label: t`Roll over` },
          ]}
          aria-label={t`Roll over or under`}
          data-testid="dice-condition"
        />
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <CommittedNumberInput
          label={t`Target`}
          value={params.target}
          onCommit={(target) => onChange(withTarget(params, target))}
          decimalScale={2}
          min={0.01}
          max={99.99}
          hideControls
          data-testid="dice-target"
        />
        <CommittedNumberInput
          label={t`Win chance`}
          value={diceWinChance(params)}
          onCommit={(chance) => onChange(withChance(params, chance))}
          decimalScale={2}
          min={DICE_MIN_CHANCE}
          max={DICE_MAX_CHANCE}
          suffix="%"
          hideControls
          data-testid="dice-chance"
        />
        <CommittedNumberInput
          label={t`Multiplier`}
          value={diceMultiplier(params) / MULTIPLIER_ONE}
          onCommit={(multiplier) => onChange(withMultiplier(params, multiplier))}
          decimalScale={4}
          min={1.0102}
          max={9900}
          suffix="×"
          hideControls
          data-testid="dice-multiplier"
        />
      </SimpleGrid>
    </>
  );
}
