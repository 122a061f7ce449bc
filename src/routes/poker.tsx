import { createFileRoute, useSearch } from '@tanstack/react-router';
import { kadiLobbySearchSchema } from '@/contracts/kadi';
import { KadiLobbyPage } from '@/features/kadi';

/** /poker is the card room's other name (the house identifier 'poker' is Kadi). */
export const Route = createFileRoute('/poker')({
  validateSearch: kadiLobbySearchSchema,
  component: function PokerRoute() {
    return <KadiLobbyPage filters={useSearch({ from: '/poker' })} />;
  },
});
