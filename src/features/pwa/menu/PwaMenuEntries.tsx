/**
 * The app entries of the menus (part 2 §2 'Install app, enable or disable push
 * notifications'): install (hidden inside the installed app) and the push toggle, with a link
 * to the help page when the browser blocks notifications.
 */
import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack, Switch } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobileDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { RouterNavLink } from '@/shared/ui/router-links';
import { useInstall } from '../install/use-install';
import { usePushNotifications } from '../push/use-push-notifications';

const InstallDialog = lazy(() => import('../install/InstallDialog'));

export default function PwaMenuEntries() {
  const { t } = useLingui();
  const install = useInstall();
  const push = usePushNotifications();

  return (
    <Stack gap={0} data-testid="pwa-menu-entries">
      {install.hidden ? null : (
        <NavLink
          component="button"
          label={t`Install app`}
          leftSection={<IconDeviceMobileDown size={18} />}
          onClick={() => void install.install()}
          data-testid="install-app"
        />
      )}
      {push.blocked ? (
        <RouterNavLink
          to="/kadi/fix-notifications"
          label={t`Notifications are blocked`}
          leftSection={<IconBellOff size={18} />}
        />
      ) : push.supported ? (
        <NavLink
          component="button"
          label={t`Push notifications`}
          leftSection={<IconBell size={18} />}
          onClick={() => void push.toggle()}
          disabled={push.busy}
          data-testid="push-toggle"
          rightSection={
            <Switch
              size="xs"
              checked={push.enabled}
              readOnly
              tabIndex={-1}
              aria-label={t`Push notifications`}
            />
          }
        />
      ) : null}
      {install.dialogOpen ? (
        <Suspense fallback={null}>
          <InstallDialog platform={install.platform} opened onClose={install.closeDialog} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
