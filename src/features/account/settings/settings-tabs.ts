/** What each account-settings tab manages, as its panel describes it. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconAdjustments,
  IconAt,
  IconAuth2fa,
  IconBell,
  IconChartBar,
  IconCurrencyDollar,
  IconDevices,
  IconEyeOff,
  IconId,
  IconLanguage,
  IconLifebuoy,
  IconLink,
  IconPassword,
  IconShieldLock,
  IconSpy,
  IconUser,
  IconUserCircle,
  IconUserX,
  IconVolume,
  type TablerIcon,
} from '@tabler/icons-react';
import type { InfoItem } from '@/shared/lib/info-item';
import type { AccountSettingsTab } from '../settings-page';

export interface SettingsTabInfo {
  label: MessageDescriptor;
  Icon: TablerIcon;
  description: MessageDescriptor;
  /** Verification lists its levels instead (VerificationLevels). */
  items: readonly InfoItem[];
}

export const SETTINGS_TABS: Record<AccountSettingsTab, SettingsTabInfo> = {
  general: {
    label: msg`General`,
    Icon: IconUserCircle,
    description: msg`Who you are on KadiBet and how other players see you.`,
    items: [
      {
        id: 'name',
        Icon: IconUser,
        title: msg`Username`,
        text: msg`The name shown in chat, in the bets feed and at Kadi tables.`,
      },
      {
        id: 'email',
        Icon: IconAt,
        title: msg`E-mail address`,
        text: msg`The address we contact you at, and whether it is verified.`,
      },
      {
        id: 'stats',
        Icon: IconChartBar,
        title: msg`Profile privacy`,
        text: msg`Whether other players can see your total wagered on your profile.`,
      },
      {
        id: 'close',
        Icon: IconUserX,
        title: msg`Close account`,
        text: msg`Close your account if you no longer want to play: you will not be able to sign in. To stop playing but keep access to your balance, take a break under Responsible gambling.`,
      },
    ],
  },
  preferences: {
    label: msg`Preferences`,
    Icon: IconAdjustments,
    description: msg`How KadiBet looks and sounds for you, on every device you use.`,
    items: [
      {
        id: 'language',
        Icon: IconLanguage,
        title: msg`Language`,
        text: msg`The language of the site, saved to your account.`,
      },
      {
        id: 'currency',
        Icon: IconCurrencyDollar,
        title: msg`Display currency`,
        text: msg`The currency your balances and bets are shown in.`,
      },
      {
        id: 'empty',
        Icon: IconEyeOff,
        title: msg`Hide empty balances`,
        text: msg`Keep wallets with nothing in them out of the balance list.`,
      },
      {
        id: 'feed',
        Icon: IconSpy,
        title: msg`Hide my name in the bets feed`,
        text: msg`Other players see your bets in the live feed as Hidden instead of your name.`,
      },
      {
        id: 'sound',
        Icon: IconVolume,
        title: msg`Sounds`,
        text: msg`Game and chat sounds, and how loud they are.`,
      },
      {
        id: 'notifications',
        Icon: IconBell,
        title: msg`Notifications`,
        text: msg`Push notifications on this device for your turns, matches and rewards.`,
      },
    ],
  },
  verification: {
    label: msg`Verification`,
    Icon: IconId,
    description: msg`Identity checks in four levels, required by our licence. Each level builds on the one before.`,
    items: [],
  },
  security: {
    label: msg`Security`,
    Icon: IconShieldLock,
    description: msg`Keep your account and your balance safe.`,
    items: [
      {
        id: 'password',
        Icon: IconPassword,
        title: msg`Password`,
        text: msg`Change the password you sign in with.`,
      },
      {
        id: '2fa',
        Icon: IconAuth2fa,
        title: msg`Two-factor authentication`,
        text: msg`A code from an authenticator app or e-mail when you sign in, withdraw or change security settings.`,
      },
      {
        id: 'linked',
        Icon: IconLink,
        title: msg`Linked accounts`,
        text: msg`Sign in with another account, such as Kadi ID, instead of your password.`,
      },
      {
        id: 'sessions',
        Icon: IconDevices,
        title: msg`Sessions`,
        text: msg`Sign out of every other device at once.`,
      },
    ],
  },
  'responsible-gambling': {
    label: msg`Responsible gambling`,
    Icon: IconLifebuoy,
    description: msg`Stay in control: limits on deposits, losses and wagers, reminders while you play, and breaks from playing.`,
    items: [],
  },
};
