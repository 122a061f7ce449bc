import type { HouseGameIdentifier } from '@/contracts/house-games';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function HouseGamePage({ identifier }: { identifier: HouseGameIdentifier }) {
  return (
    <PageContainer>
      <PageHeader title={identifier} />
    </PageContainer>
  );
}
