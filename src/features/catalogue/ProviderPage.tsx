import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function ProviderPage({ path }: { path: string }) {
  return (
    <PageContainer>
      <PageHeader title={path} description={<Trans>Games by this provider</Trans>} />
    </PageContainer>
  );
}
