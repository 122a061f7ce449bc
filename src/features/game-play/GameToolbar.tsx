/**
 * The controls above the game: the fun/real switch (fun disabled for a real-money-only game),
 * theatre mode (a wider page; not in the dialog) and fullscreen (the Fullscreen API on the
 * game's box; hidden where the browser has none).
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, SegmentedControl, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconLayoutNavbarCollapse,
  IconLayoutNavbarExpand,
} from '@tabler/icons-react';
import type { GameMode } from '@/contracts/catalogue';

interface Props {
  mode: GameMode;
  onModeChange: (mode: GameMode) => void;
  hasFunMode: boolean;
  /** Null where there is no theatre mode (the dialog). */
  theatre: { active: boolean; set: (active: boolean) => void } | null;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
}

export function GameToolbar({ mode, onModeChange, hasFunMode, theatre, fullscreen }: Props) {
  const { t } = useLingui();
  const theatreLabel = theatre?.active ? t`Leave theatre mode` : t`Theatre mode`;
  const fullscreenLabel = fullscreen.active ? t`Exit fullscreen` : t`Fullscreen`;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(value) => onModeChange(value === 'real' ? 'real' : 'fun')}
        data={[
          { value: 'fun', label: t`Fun`, disabled: !hasFunMode },
          { value: 'real', label: t`Real` },
        ]}
        aria-label={t`Play mode`}
        data-testid="game-mode-switch"
      />
      <Group gap={4} wrap="nowrap">
        {theatre ? (
          <Tooltip label={theatreLabel}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={theatreLabel}
              aria-pressed={theatre.active}
              onClick={() => theatre.set(!theatre.active)}
              visibleFrom="sm"
            >
              {theatre.active ? (
                <IconLayoutNavbarCollapse size={18} />
              ) : (
                <IconLayoutNavbarExpand size={18} />
              )}
            </ActionIcon>
          </Tooltip>
        ) : null}
        {fullscreen.supported ? (
          <Tooltip label={fullscreenLabel}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={fullscreenLabel}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? (
                <IconArrowsMinimize size={18} />
              ) : (
                <IconArrowsMaximize size={18} />
              )}
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Group>
  );
}
