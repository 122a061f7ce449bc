import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage, accountSettingsSearchSchema } from '@/features/account';

export const Route = createFileRoute('/account-settings')({
  validateSearch: accountSettingsSearchSchema,
  component: function AccountSettingsRoute() {
    return <AccountSettingsPage page={Route.useSearch().page ?? 'general'} />;
  },
});
