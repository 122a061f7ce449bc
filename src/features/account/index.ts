/**
 * Account: signing in and up, the profile, the account settings and the account dialogs
 * (auth, two-factor, profile, region) in ./dialogs. Who is signed in (the current user, its
 * query and sign-out) is the session's: @/shared/session.
 */

export { AccountSettingsPage } from './AccountSettingsPage';
export { authRedirectAtom, regionDialogClosedAtom } from './atoms';
export { serverMessageOf } from './auth/queries';
export { SignInAgain } from './identity/SignInAgain';
export { StaffBadges } from './profile/StaffBadges';
export { SignInButtons } from './SignInButtons';
export { DisplayCurrencySelect, SettingSwitch } from './settings/setting-controls';
export { useKycRedirect } from './settings/verification/use-kyc-redirect';
export {
  ACCOUNT_SETTINGS_PAGES,
  type AccountSettingsTab,
  accountSettingsSearchSchema,
} from './settings-page';
export { clientSeedAtom, newClientSeed } from './startup/client-seed';
export { needsReauth } from './two-factor/queries';
export { useAccountSync } from './use-account-sync';
