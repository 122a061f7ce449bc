/**
 * The controls above the game: the fun/real switch, theatre mode (a wider page) and
 * fullscreen (the Fullscreen API on the game's box; hidden where the browser has none).
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
  theatre: boolean;
  onTheatreChange: (theatre: boolean) => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
}

export function GameToolbar({ mode, onModeChange, theatre, onTheatreChange, fullscreen }: Props) {
  const { t } = useLingui();
  const theatreLabel = theatre ? t`Leave theatre mode` : t`Theatre mode`;
  const fullscreenLabel = fullscreen.active ? t`Exit fullscreen` : t`Fullscreen`;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(value) => onModeChange(value === 'real' ? 'real' : 'fun')}
        data={[
          { value: 'fun', label: t`Fun` },
          { value: 'real', label: t`Real` },
        ]}
        aria-label={t`Play mode`}
        data-testid="game-mode-switch"
      />
      <Group gap={4} wrap="nowrap">
        <Tooltip label={theatreLabel}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={theatreLabel}
            aria-pressed={theatre}
            onClick={() => onTheatreChange(!theatre)}
            visibleFrom="sm"
          >
            {theatre ? (
              <IconLayoutNavbarCollapse size={18} />
            ) : (
              <IconLayoutNavbarExpand size={18} />
            )}
          </ActionIcon>
        </Tooltip>
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
