/**
 * The top bar's player button and the profile menu it opens. The button draws at once; the
 * popover's code follows in its own chunk (./ProfileMenuPopover), and a press that comes
 * before it opens the menu as soon as it is there.
 */
import { lazy, Suspense, useState } from 'react';
import { ProfileMenuButton } from './ProfileMenuButton';

const ProfileMenuPopover = lazy(() => import('./ProfileMenuPopover'));

export function ProfileMenu({ userName, isMobile }: { userName: string; isMobile: boolean }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <ProfileMenuButton
          userName={userName}
          isMobile={isMobile}
          opened={pressedEarly}
          onClick={() => setPressedEarly(true)}
        />
      }
    >
      <ProfileMenuPopover userName={userName} isMobile={isMobile} initiallyOpened={pressedEarly} />
    </Suspense>
  );
}
