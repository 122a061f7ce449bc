/**
 * The profile menu's popover around the player button. Its own chunk: the popover machinery
 * (positioning, focus trap) is a fifth of the first screen's Mantine code and only signed-in
 * players need it, after the first paint. The menu's content loads on first open (with the
 * full language catalog its labels are in).
 */
import { Loader, Popover } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { ProfileMenuButton } from './ProfileMenuButton';

const ProfileMenuDropdown = lazy(() =>
  Promise.all([import('./ProfileMenuDropdown'), ensureFullCatalog()]).then(([module]) => module),
);

interface Props {
  userName: string;
  isMobile: boolean;
  /** Pressed before this code had loaded: open straight away. */
  initiallyOpened: boolean;
}

export default function ProfileMenuPopover({ userName, isMobile, initiallyOpened }: Props) {
  const [opened, setOpened] = useState(initiallyOpened);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ProfileMenuButton
          userName={userName}
          isMobile={isMobile}
          opened={opened}
          onClick={() => setOpened((o) => !o)}
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {opened ? (
          <Suspense fallback={<Loader size="sm" m="md" />}>
            <ProfileMenuDropdown
              userName={userName}
              isMobile={isMobile}
              close={() => setOpened(false)}
            />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
