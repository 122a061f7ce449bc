/**
 * Lazy entry for the account feature's dialogs: the registry imports these names, each body
 * lives in its own file.
 */
export { AuthDialog } from './auth/AuthDialog';
export { SetUsernameDialog } from './auth/SetUsernameDialog';
export { AccountCloseDialog } from './close/AccountCloseDialog';
export { ConfirmAccountLinkDialog } from './link/ConfirmAccountLinkDialog';
export { ConfirmSignupDialog } from './link/ConfirmSignupDialog';
export { ProfileDialog } from './profile/ProfileDialog';
export { RegionRestrictedDialog } from './region/RegionRestrictedDialog';
export { TwoFactorCodeDialog } from './two-factor/TwoFactorCodeDialog';
export { TwoFactorConfirmDialog } from './two-factor/TwoFactorConfirmDialog';
