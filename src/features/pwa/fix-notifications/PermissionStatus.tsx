/** This device's notification permission for the site, re-read on demand. */
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { IconBellCheck, IconBellOff, IconBellQuestion, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

function readPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function PermissionStatus() {
  const [permission, setPermission] = useState<Permission>(readPermission);
  const recheck = (
    <Button
      size="compact-sm"
      variant="subtle"
      mt="xs"
      leftSection={<IconRefresh size={14} />}
      onClick={() => setPermission(readPermission())}
    >
      <Trans>Check again</Trans>
    </Button>
  );

  if (permission === 'granted') {
    return (
      <Alert
        color="emerald"
        icon={<IconBellCheck size={20} />}
        title={<Trans>Notifications are allowed</Trans>}
        data-testid="permission-granted"
      >
        <Trans>
          This browser lets the site send you notifications. Turn them on from your profile menu if
          you have not yet.
        </Trans>
      </Alert>
    );
  }
  if (permission === 'denied') {
    return (
      <Alert
        color="red"
        icon={<IconBellOff size={20} />}
        title={<Trans>Notifications are blocked for this site</Trans>}
        data-testid="permission-denied"
      >
        <Trans>Follow the steps for your browser below, then check again.</Trans>
        <br />
        {recheck}
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      icon={<IconBellQuestion size={20} />}
      title={<Trans>Notifications are not on yet</Trans>}
      data-testid="permission-default"
    >
      {permission === 'unsupported' ? (
        <Trans>
          This browser does not offer notifications on this page. On iPhone and iPad, add the app to
          your Home Screen first.
        </Trans>
      ) : (
        <Trans>
          You have not allowed or blocked them. Turn them on from your profile menu and choose Allow
          when the browser asks.
        </Trans>
      )}
      <br />
      {recheck}
    </Alert>
  );
}
