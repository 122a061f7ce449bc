import { createFileRoute, useSearch } from '@tanstack/react-router';
import { accountSettingsSearchSchema } from '@/contracts/account-settings';
import { loadCurrentUser } from '@/shared/session';
import { AccountSettingsWithResponsibleGambling } from './-account-settings-page';

export const Route = createFileRoute('/account-settings')({
  validateSearch: accountSettingsSearchSchema,
  // The page is for a known player or a visitor, never for "not sure yet".
  loader: ({ context }) => loadCurrentUser(context.queryClient),
  component: function AccountSettingsRoute() {
    return (
      <AccountSettingsWithResponsibleGambling
        page={useSearch({ from: '/account-settings' }).page ?? 'general'}
      />
    );
  },
});
