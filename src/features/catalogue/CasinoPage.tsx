import { Trans } from '@lingui/react/macro';
import type { CasinoCategory } from '@/contracts/casino';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function CasinoPage({ category }: { category: CasinoCategory | undefined }) {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Casino</Trans>} description={category} />
    </PageContainer>
  );
}
