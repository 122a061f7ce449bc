import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';

export function KadiRoomPage({
  roomId,
  mode,
}: {
  roomId: string;
  mode: 'game' | 'join' | 'local' | 'local-join';
}) {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Kadi table</Trans>} description={`${mode} ${roomId}`} />
    </PageContainer>
  );
}
