/**
 * The top bar's player button: the name and a chevron. Drawn on its own while the menu's code
 * loads, and as the menu's anchor once it has (taking the attributes the popover gives it).
 */
import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';

interface Props extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> {
  userName: string;
  isMobile: boolean;
  opened: boolean;
  onClick: () => void;
  /** The menu anchors its dropdown to the button. */
  ref?: Ref<HTMLButtonElement>;
}

export function ProfileMenuButton({
  userName,
  isMobile,
  opened,
  onClick,
  ref,
  ...popoverProps
}: Props) {
  const { t } = useLingui();
  return (
    <UnstyledButton
      ref={ref}
      onClick={onClick}
      aria-label={t`Account menu`}
      aria-expanded={opened}
      aria-haspopup="dialog"
      data-testid="signed-in-user"
      style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}
      // The popover's own attributes (its dropdown's id) when it anchors to the button.
      {...popoverProps}
    >
      <IconUserCircle size={22} aria-hidden style={{ flexShrink: 0 }} />
      <Text fw={700} size="sm" truncate maw={isMobile ? 90 : 140}>
        {userName}
      </Text>
      <IconChevronDown size={14} aria-hidden style={{ flexShrink: 0 }} />
    </UnstyledButton>
  );
}
