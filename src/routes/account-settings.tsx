import { createFileRoute, useSearch } from '@tanstack/react-router';
import { accountSettingsSearchSchema } from '@/contracts/account-settings';
import { AccountSettingsPage } from '@/features/account';

export const Route = createFileRoute('/account-settings')({
  validateSearch: accountSettingsSearchSchema,
  component: function AccountSettingsRoute() {
    return (
      <AccountSettingsPage page={useSearch({ from: '/account-settings' }).page ?? 'general'} />
    );
  },
});
