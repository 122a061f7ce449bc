import { Trans } from '@lingui/react/macro';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { KadiLobbySearch } from './search';

export function KadiLobbyPage(_: { filters: KadiLobbySearch }) {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Kadi</Trans>} />
    </PageContainer>
  );
}
