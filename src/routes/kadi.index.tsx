import { createFileRoute, useSearch } from '@tanstack/react-router';
import { kadiLobbySearchSchema } from '@/contracts/kadi';
import { KadiLobbyPage } from '@/features/kadi';

export const Route = createFileRoute('/kadi/')({
  validateSearch: kadiLobbySearchSchema,
  component: function KadiLobbyRoute() {
    return <KadiLobbyPage filters={useSearch({ from: '/kadi/' })} />;
  },
});
