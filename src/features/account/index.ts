/**
 * Account: who the player is (GET /account/get), the sign-in state every other feature reads,
 * and the account dialogs (auth, two-factor, profile, region) in ./dialogs.
 */

export { AccountSettingsPage } from './AccountSettingsPage';
export { authRedirectAtom, regionDialogClosedAtom } from './atoms';
export { serverMessageOf } from './auth-api';
export { SignInAgain } from './identity/SignInAgain';
export { StaffBadges } from './profile/StaffBadges';
export {
  accountKeys,
  currentUserQuery,
  loadCurrentUser,
  settleSignedOutVisitor,
} from './queries';
export { SignInButtons } from './SignInButtons';
export { type LogoutOptions, logoutUrl } from './session/logout';
export { useLogout } from './session/use-logout';
export { DisplayCurrencySelect, SettingSwitch } from './settings/setting-controls';
export { useKycRedirect } from './settings/verification/use-kyc-redirect';
export {
  ACCOUNT_SETTINGS_PAGES,
  type AccountSettingsTab,
  accountSettingsSearchSchema,
} from './settings-page';
export { clientSeedAtom } from './startup/client-seed';
export { needsReauth } from './two-factor/two-factor-api';
export { useAccountSync } from './use-account-sync';
export { type CurrentUser, useCurrentUser } from './use-current-user';
