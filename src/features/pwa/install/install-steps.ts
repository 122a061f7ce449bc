/**
 * The manual install steps per browser, each with the icon the browser itself shows at that
 * step, so the player can match the illustration against their screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InstallPlatform } from './detect-platform';

export type StepIcon = 'share' | 'add' | 'menu' | 'dots' | 'install' | 'home';

export interface InstallStep {
  icon: StepIcon;
  text: MessageDescriptor;
}

export const MANUAL_STEPS: Record<Exclude<InstallPlatform, 'other'>, InstallStep[]> = {
  // Chromium without a prompt to show: already installed, or the browser is still deciding.
  native: [
    { icon: 'dots', text: msg`Open the browser menu (three dots).` },
    {
      icon: 'install',
      text: msg`Choose 'Install KadiBet…' (or 'Open in KadiBet' if it is already installed).`,
    },
  ],
  ios: [
    { icon: 'share', text: msg`Tap the Share button in Safari's toolbar.` },
    { icon: 'add', text: msg`Scroll down and tap 'Add to Home Screen'.` },
    { icon: 'home', text: msg`Tap 'Add'. KadiBet now opens from your home screen.` },
  ],
  firefox_new: [
    { icon: 'dots', text: msg`Tap the menu button (three dots) next to the address bar.` },
    { icon: 'install', text: msg`Tap 'Add app to Home screen' (or 'Install').` },
    { icon: 'home', text: msg`Confirm. KadiBet now opens from your home screen.` },
  ],
  firefox: [
    { icon: 'menu', text: msg`Open Firefox's menu (three lines) at the top right.` },
    {
      icon: 'add',
      text: msg`Choose 'Add to taskbar' or 'Install page as app' where your Firefox offers it.`,
    },
    {
      icon: 'install',
      text: msg`Older Firefox versions cannot install web apps: open this page in Chrome or Edge to install.`,
    },
  ],
  opera: [
    { icon: 'menu', text: msg`Open Opera's menu.` },
    {
      icon: 'install',
      text: msg`Choose 'Install KadiBet' (on Android: 'Add to…', then 'Home screen').`,
    },
    { icon: 'home', text: msg`Confirm. KadiBet now opens like an app.` },
  ],
};
