/**
 * Shortcut cards to each part of the product the operator has on, scrolling sideways on
 * narrow screens.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useFeatureCheck } from '@/features/settings';
import { RouterUnstyled } from '@/shared/ui/router-links';
import classes from './home.module.css';
import { SHORTCUTS } from './shortcuts';

export function CategoryShortcuts() {
  const { i18n, t } = useLingui();
  const featureOn = useFeatureCheck();
  return (
    <nav className={classes.row} aria-label={t`Categories`} data-testid="home-shortcuts">
      {SHORTCUTS.filter((shortcut) => featureOn(shortcut.feature)).map(
        ({ id, label, caption, Icon, color, link }) => (
          <RouterUnstyled
            key={id}
            {...link}
            className={`${classes.card} ${classes.rowItem}`}
            style={{ '--accent': color } as CSSProperties}
            p="md"
          >
            <Stack gap="sm">
              <span className={classes.iconBubble}>
                <Icon size={24} />
              </span>
              <div>
                <Text fw={800} lh={1.2}>
                  {i18n._(label)}
                </Text>
                <Text size="xs" c="dimmed">
                  {i18n._(caption)}
                </Text>
              </div>
            </Stack>
          </RouterUnstyled>
        ),
      )}
    </nav>
  );
}
