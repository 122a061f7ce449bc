import { createFileRoute, useSearch } from '@tanstack/react-router';
import { kadiLobbySearchSchema } from '@/contracts/kadi';
import { FeaturePage } from '@/features/feature-off';
import { KadiLobbyPage } from '@/features/kadi';

export const Route = createFileRoute('/kadi/')({
  validateSearch: kadiLobbySearchSchema,
  component: function KadiLobbyRoute() {
    return (
      <FeaturePage feature="kadi">
        <KadiLobbyPage filters={useSearch({ from: '/kadi/' })} />
      </FeaturePage>
    );
  },
});
