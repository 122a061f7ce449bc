import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function KadiLocalPage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Local Kadi</Trans>} />
    </PageContainer>
  );
}
