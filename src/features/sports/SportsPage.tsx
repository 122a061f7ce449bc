import { Trans } from '@lingui/react/macro';
import type { SportSlug } from '@/contracts/sports';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function SportsPage({ sport }: { sport: SportSlug | undefined }) {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Sports</Trans>} description={sport} />
    </PageContainer>
  );
}
