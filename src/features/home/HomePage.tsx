import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function HomePage() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Fastest Growing Casino</Trans>} />
    </PageContainer>
  );
}
