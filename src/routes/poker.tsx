import { createFileRoute } from '@tanstack/react-router';
import { KadiLobbyPage, kadiLobbySearchSchema } from '@/features/kadi';

/** /poker is the card room's other name (the house identifier 'poker' is Kadi). */
export const Route = createFileRoute('/poker')({
  validateSearch: kadiLobbySearchSchema,
  component: function PokerRoute() {
    return <KadiLobbyPage filters={Route.useSearch()} />;
  },
});
