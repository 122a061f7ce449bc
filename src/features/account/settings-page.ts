/** The settings page's tabs; the schema is a contract so the thin route can validate it. */
export {
  ACCOUNT_SETTINGS_PAGES,
  type AccountSettingsTab,
  accountSettingsSearchSchema,
} from '@/contracts/account-settings';
