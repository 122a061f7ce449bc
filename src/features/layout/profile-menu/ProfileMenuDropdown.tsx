/**
 * The signed-in player's menu (spec part 2 §2 'Profile menu'): cashier, account settings,
 * profile, history, refer and earn; help centre and the support links from configuration;
 * install app and the push toggle; logout. On mobile also the notifications entry. Loaded
 * when the menu first opens, so none of it weighs on the first screen.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconBell,
  IconCash,
  IconHelpCircle,
  IconHistory,
  IconLogout,
  IconSettings,
  IconShare,
  IconUser,
} from '@tabler/icons-react';
import { PwaMenuEntries } from '@/features/pwa';
import { useSiteSettings } from '@/features/settings';
import { useModal } from '@/shared/lib/modal-navigation';
import { useLogout } from '@/shared/session';
import { RouterNavLink } from '@/shared/ui/router-links';
import { anchorProps, SupportLinks } from '../SupportLinks';

export interface ProfileMenuDropdownProps {
  userName: string;
  isMobile: boolean;
  close: () => void;
}

export default function ProfileMenuDropdown({
  userName,
  isMobile,
  close,
}: ProfileMenuDropdownProps) {
  const { t } = useLingui();
  const modal = useModal();
  const logout = useLogout();
  const helpCentre = useSiteSettings()?.links.helpCentre;

  const open = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <ScrollArea.Autosize mah="min(80vh, 640px)" type="auto">
      <Stack gap={0} miw={240} data-testid="profile-menu">
        <NavLink
          component="button"
          label={t`Cashier`}
          leftSection={<IconCash size={18} />}
          onClick={open(() => modal.open('cashier', {}))}
        />
        <RouterNavLink
          to="/account-settings"
          label={t`Account settings`}
          leftSection={<IconSettings size={18} />}
          onClick={close}
        />
        <NavLink
          component="button"
          label={t`Profile`}
          leftSection={<IconUser size={18} />}
          onClick={open(() => modal.open('profile', { user: userName }))}
        />
        <NavLink
          component="button"
          label={t`History`}
          leftSection={<IconHistory size={18} />}
          onClick={open(() => modal.open('history', {}))}
        />
        <NavLink
          component="button"
          label={t`Refer and earn`}
          leftSection={<IconShare size={18} />}
          onClick={open(() => modal.open('affiliate', {}))}
        />
        {isMobile ? (
          <NavLink
            component="button"
            label={t`Notifications`}
            leftSection={<IconBell size={18} />}
            onClick={open(() => modal.open('notifications', {}))}
          />
        ) : null}
        <Divider my={4} />
        {helpCentre ? (
          <NavLink
            component="a"
            {...anchorProps(helpCentre)}
            label={t`Help centre`}
            leftSection={<IconHelpCircle size={18} />}
          />
        ) : null}
        <SupportLinks />
        <PwaMenuEntries />
        <Divider my={4} />
        <NavLink
          component="button"
          label={<Trans>Logout</Trans>}
          leftSection={<IconLogout size={18} />}
          onClick={() => logout()}
          data-testid="logout"
        />
      </Stack>
    </ScrollArea.Autosize>
  );
}
