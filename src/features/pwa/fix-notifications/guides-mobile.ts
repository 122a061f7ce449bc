/** Re-enabling notifications on phones and tablets (as their settings read in 2025). */
import { msg } from '@lingui/core/macro';
import { IconBrandApple, IconBrandChrome, IconDeviceMobile } from '@tabler/icons-react';
import type { BrowserGuide } from './guide';

export const MOBILE_GUIDES: readonly BrowserGuide[] = [
  {
    id: 'chrome-android',
    name: msg`Chrome on Android`,
    Icon: IconBrandChrome,
    steps: [
      msg`Tap the icon at the left of the address bar, then Permissions.`,
      msg`Tap Notifications and turn them on.`,
      msg`Reload this page.`,
    ],
    alternative: msg`Still silent? In Android Settings, open Apps, then Chrome (or the installed app), then Notifications, and allow them.`,
  },
  {
    id: 'safari-ios',
    name: msg`Safari on iPhone and iPad (Home Screen app)`,
    Icon: IconBrandApple,
    steps: [
      msg`Notifications need iOS or iPadOS 16.4 or later and work only in the app added to your Home Screen.`,
      msg`Not added yet? In Safari, tap Share, then Add to Home Screen, and open the app from its new icon.`,
      msg`If you blocked notifications, open the Settings app, then Notifications, find the app and turn on Allow Notifications.`,
    ],
    alternative: msg`Open the app from your Home Screen again afterwards; notifications do not work in a Safari tab.`,
  },
  {
    id: 'samsung',
    name: msg`Samsung Internet`,
    Icon: IconDeviceMobile,
    steps: [
      msg`Tap the menu (three lines), then Settings.`,
      msg`Tap Sites and downloads, then Notifications (on some versions: Site permissions, then Notifications).`,
      msg`Find this site and allow it.`,
    ],
    alternative: msg`Also check Android Settings, then Apps, then Samsung Internet, then Notifications.`,
  },
];
