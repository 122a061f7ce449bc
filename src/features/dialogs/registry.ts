/**
 * Every dialog key of the spec (part 1 §2.7): its title, whether it needs a signed-in player,
 * its size, and where its body is loaded from. Bodies live in the feature that owns them and
 * load lazily, so the home page pays for none of them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineSize } from '@mantine/core';
import type { ModalKey, ParsedModalParams } from '@/contracts/modals';
import type { PlacedFeature } from '@/features/feature-off';
import type { DialogBody } from '@/shared/lib/dialog-body';

export interface DialogDefinition<K extends ModalKey> {
  title: MessageDescriptor | ((params: ParsedModalParams<K>) => MessageDescriptor | string);
  /** Signed-out players see the auth dialog first, then this one after signing in. */
  requiresAuth: boolean;
  size: MantineSize | number;
  load: () => Promise<DialogBody<K>>;
  /** The feature the dialog belongs to: while the operator has it off, it says so instead. */
  feature?: PlacedFeature;
}

type Registry = { [K in ModalKey]: DialogDefinition<K> };

const account = () => import('@/features/account/dialogs');
const wallet = () => import('@/features/wallet/dialogs');

export const DIALOGS: Registry = {
  affiliate: {
    title: msg`Refer and earn`,
    requiresAuth: true,
    size: 'lg',
    load: () => import('@/features/affiliate/dialogs').then((m) => m.AffiliateDialog),
  },
  accountClose: {
    title: msg`Close account`,
    requiresAuth: true,
    size: 'md',
    load: () => account().then((m) => m.AccountCloseDialog),
  },
  cashier: {
    title: msg`Cashier`,
    requiresAuth: true,
    size: 'lg',
    load: () => wallet().then((m) => m.CashierDialog),
  },
  freePlay: {
    title: msg`Free play`,
    requiresAuth: false,
    size: 'md',
    load: () => wallet().then((m) => m.FreePlayDialog),
  },
  redeem: {
    title: msg`Redeem`,
    requiresAuth: false,
    size: 'md',
    load: () => wallet().then((m) => m.RedeemDialog),
  },
  history: {
    title: msg`History`,
    requiresAuth: true,
    size: 'xl',
    load: () => wallet().then((m) => m.HistoryDialog),
  },
  historyDetails: {
    title: msg`Transaction details`,
    requiresAuth: true,
    size: 'md',
    load: () => wallet().then((m) => m.HistoryDetailsDialog),
  },
  auth: {
    title: (p) =>
      p.tab === 'register'
        ? msg`Create your account`
        : p.tab === 'setUsername'
          ? msg`Choose your username`
          : msg`Sign in`,
    requiresAuth: false,
    size: 'md',
    load: () => account().then((m) => m.AuthDialog),
  },
  UpdateAvailable: {
    title: msg`Update available`,
    requiresAuth: false,
    size: 'sm',
    load: () => import('@/features/pwa/dialogs').then((m) => m.UpdateAvailableDialog),
  },
  setUsername: {
    title: msg`Choose your username`,
    requiresAuth: true,
    size: 'md',
    load: () => account().then((m) => m.SetUsernameDialog),
  },
  roowards: {
    title: msg`Roowards`,
    requiresAuth: true,
    size: 'lg',
    load: () => import('@/features/rewards/dialogs').then((m) => m.RoowardsDialog),
    feature: 'rewards',
  },
  regionRestricted: {
    title: msg`Region restricted`,
    requiresAuth: false,
    size: 'md',
    load: () => account().then((m) => m.RegionRestrictedDialog),
  },
  kothLeaderboard: {
    title: msg`King of the Hill leaderboard`,
    requiresAuth: false,
    size: 'lg',
    load: () => import('@/features/koth/dialogs').then((m) => m.KothLeaderboardDialog),
    feature: 'koth',
  },
  koth: {
    title: msg`King of the Hill`,
    requiresAuth: false,
    size: 'md',
    load: () => import('@/features/koth/dialogs').then((m) => m.KothDialog),
    feature: 'koth',
  },
  locale: {
    title: msg`Language`,
    requiresAuth: false,
    size: 'lg',
    load: () => import('@/features/i18n/dialogs').then((m) => m.LocaleDialog),
  },
  fairness: {
    title: msg`Provably fair`,
    requiresAuth: false,
    size: 'lg',
    load: () => import('@/features/fairness/dialogs').then((m) => m.FairnessDialog),
  },
  game: {
    title: (p) => p.gameName ?? msg`Game`,
    requiresAuth: false,
    size: 'xl',
    load: () => import('@/features/game-play/dialogs').then((m) => m.GameDialog),
  },
  profile: {
    title: msg`Player profile`,
    requiresAuth: true,
    size: 'md',
    load: () => account().then((m) => m.ProfileDialog),
  },
  confirmAccountLink: {
    title: msg`Link your account`,
    requiresAuth: false,
    size: 'md',
    load: () => account().then((m) => m.ConfirmAccountLinkDialog),
  },
  confirmSignup: {
    title: msg`Confirm your sign-up`,
    requiresAuth: false,
    size: 'md',
    load: () => account().then((m) => m.ConfirmSignupDialog),
  },
  walletSettings: {
    title: msg`Wallet settings`,
    requiresAuth: true,
    size: 'md',
    load: () => wallet().then((m) => m.WalletSettingsDialog),
  },
  notifications: {
    title: msg`Notifications`,
    requiresAuth: true,
    size: 'md',
    load: () => import('@/features/messages/dialogs').then((m) => m.NotificationsDialog),
  },
  twoFactorCode: {
    title: msg`Two-factor authentication`,
    requiresAuth: false,
    size: 'sm',
    load: () => account().then((m) => m.TwoFactorCodeDialog),
  },
  twoFactorConfirm: {
    title: msg`Confirm two-factor authentication`,
    requiresAuth: true,
    size: 'sm',
    load: () => account().then((m) => m.TwoFactorConfirmDialog),
  },
  pokerRules: {
    title: msg`Kadi rules`,
    requiresAuth: false,
    size: 'lg',
    load: () => import('@/features/kadi/dialogs').then((m) => m.PokerRulesDialog),
    feature: 'kadi',
  },
};

/** The dialog's title for its current parameters (a translatable message or a game's name). */
export function resolveDialogTitle(key: ModalKey, params: object): MessageDescriptor | string {
  const title = DIALOGS[key].title as DialogDefinition<ModalKey>['title'];
  return typeof title === 'function' ? title(params as ParsedModalParams<ModalKey>) : title;
}
