import { createFileRoute, useSearch } from '@tanstack/react-router';
import { accountSettingsSearchSchema } from '@/contracts/account-settings';
import { AccountSettingsPage } from '@/features/account';
import { loadCurrentUser } from '@/shared/session';

export const Route = createFileRoute('/account-settings')({
  validateSearch: accountSettingsSearchSchema,
  // The page is for a known player or a visitor, never for "not sure yet".
  loader: ({ context }) => loadCurrentUser(context.queryClient),
  component: function AccountSettingsRoute() {
    return (
      <AccountSettingsPage page={useSearch({ from: '/account-settings' }).page ?? 'general'} />
    );
  },
});
