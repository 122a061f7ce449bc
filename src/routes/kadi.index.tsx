import { createFileRoute } from '@tanstack/react-router';
import { KadiLobbyPage, kadiLobbySearchSchema } from '@/features/kadi';

export const Route = createFileRoute('/kadi/')({
  validateSearch: kadiLobbySearchSchema,
  component: function KadiLobbyRoute() {
    return <KadiLobbyPage filters={Route.useSearch()} />;
  },
});
