import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function RafflePage({ slug }: { slug: string }) {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Raffle</Trans>} description={slug} />
    </PageContainer>
  );
}
