/**
 * The top bar's player button: the name, opening the profile menu. The menu's content loads
 * on first open (with the full language catalog its labels are in).
 */
import { useLingui } from '@lingui/react/macro';
import { Loader, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ensureFullCatalog } from '@/app/i18n';

const ProfileMenuDropdown = lazy(() =>
  Promise.all([import('./ProfileMenuDropdown'), ensureFullCatalog()]).then(([module]) => module),
);

export function ProfileMenu({ userName, isMobile }: { userName: string; isMobile: boolean }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);

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
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={t`Account menu`}
          aria-expanded={opened}
          aria-haspopup="dialog"
          data-testid="signed-in-user"
          style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}
        >
          <IconUserCircle size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={700} size="sm" truncate maw={isMobile ? 90 : 140}>
            {userName}
          </Text>
          <IconChevronDown size={14} aria-hidden style={{ flexShrink: 0 }} />
        </UnstyledButton>
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
