import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function FixNotificationsPage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Turn notifications back on</Trans>} />
    </PageContainer>
  );
}
