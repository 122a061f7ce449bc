import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function VipPage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>VIP club</Trans>} />
    </PageContainer>
  );
}
