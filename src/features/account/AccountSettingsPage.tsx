import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { AccountSettingsTab } from './settings-page';

export function AccountSettingsPage({ page }: { page: AccountSettingsTab }) {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Account settings</Trans>} description={page} />
    </PageContainer>
  );
}
