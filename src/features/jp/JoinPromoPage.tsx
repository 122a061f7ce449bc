import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function JoinPromoPage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Welcome offer</Trans>} />
    </PageContainer>
  );
}
