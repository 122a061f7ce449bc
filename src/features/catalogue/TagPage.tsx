import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function TagPage({ tag }: { tag: string }) {
  return (
    <PageContainer>
      <PageHeader title={tag} description={<Trans>Games in this category</Trans>} />
    </PageContainer>
  );
}
