/**
 * Fun or real money (spec part 2 §9): signed-in players choose and the choice stays on this
 * device; a visitor sees that they play for fun.
 */
import { useLingui } from '@lingui/react/macro';
import { Badge, SegmentedControl } from '@mantine/core';
import { usePlayMode } from '../play/play-mode';

export function PlayModeSwitch({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const { mode, canChoose, choose } = usePlayMode();
  if (!canChoose) {
    return (
      <Badge color="grape" variant="light" data-testid="fun-mode-badge">
        {t`Fun mode`}
      </Badge>
    );
  }
  return (
    <SegmentedControl
      size="xs"
      value={mode}
      disabled={disabled}
      onChange={(value) => choose(value === 'fun' ? 'fun' : 'real')}
      data={[
        { value: 'fun', label: t`Fun` },
        { value: 'real', label: t`Real` },
      ]}
      aria-label={t`Play mode`}
      data-testid="originals-mode-switch"
    />
  );
}
