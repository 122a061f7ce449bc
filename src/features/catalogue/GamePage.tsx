import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function GamePage({ identifier }: { identifier: string }) {
  return (
    <PageContainer>
      <PageHeader title={identifier} description={<Trans>Game</Trans>} />
    </PageContainer>
  );
}
