import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function FairPage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Provably fair</Trans>} />
    </PageContainer>
  );
}
