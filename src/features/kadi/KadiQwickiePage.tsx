import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function KadiQwickiePage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Qwickies</Trans>} />
    </PageContainer>
  );
}
