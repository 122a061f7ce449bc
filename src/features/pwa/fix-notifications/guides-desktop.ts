/** Re-enabling notifications in desktop browsers (as their settings read in 2025). */
import { msg } from '@lingui/core/macro';
import {
  IconBrandChrome,
  IconBrandEdge,
  IconBrandFirefox,
  IconBrandOpera,
  IconBrandSafari,
} from '@tabler/icons-react';
import type { BrowserGuide } from './guide';

export const DESKTOP_GUIDES: readonly BrowserGuide[] = [
  {
    id: 'chrome-desktop',
    name: msg`Chrome on a computer`,
    Icon: IconBrandChrome,
    steps: [
      msg`Click the site controls icon at the left of the address bar.`,
      msg`Turn Notifications on. If it is not listed, click Site settings and set Notifications to Allow.`,
      msg`Reload this page.`,
    ],
    alternative: msg`You can also open Settings, then Privacy and security, then Site settings, then Notifications, and move this site from "Not allowed" to "Allowed".`,
  },
  {
    id: 'edge',
    name: msg`Microsoft Edge`,
    Icon: IconBrandEdge,
    steps: [
      msg`Click the padlock at the left of the address bar.`,
      msg`Under Permissions for this site, set Notifications to Allow.`,
      msg`Reload this page.`,
    ],
    alternative: msg`You can also open Settings, then Cookies and site permissions, then Notifications, and remove this site from the Block list.`,
  },
  {
    id: 'firefox',
    name: msg`Firefox`,
    Icon: IconBrandFirefox,
    steps: [
      msg`Click the permissions icon (a padlock or a crossed-out bell) at the left of the address bar.`,
      msg`Next to "Send notifications: Blocked", click the × to clear the block.`,
      msg`Reload this page and choose Allow when you are asked.`,
    ],
    alternative: msg`You can also open Settings, then Privacy & Security, then Permissions, then Notifications > Settings, and change this site to Allow.`,
  },
  {
    id: 'safari-mac',
    name: msg`Safari on a Mac`,
    Icon: IconBrandSafari,
    steps: [
      msg`In the menu bar, choose Safari, then Settings (Preferences on older macOS), then Websites.`,
      msg`Select Notifications in the sidebar.`,
      msg`Find this site and set it to Allow.`,
    ],
    alternative: msg`Also check System Settings, then Notifications, then Safari: notifications must be allowed there too.`,
  },
  {
    id: 'opera',
    name: msg`Opera`,
    Icon: IconBrandOpera,
    steps: [
      msg`Click the padlock at the left of the address bar, then Site settings.`,
      msg`Set Notifications to Allow.`,
      msg`Reload this page.`,
    ],
    alternative: msg`You can also open Settings, then Privacy & security, then Site settings, then Notifications.`,
  },
];
