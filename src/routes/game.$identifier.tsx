import { createFileRoute, useParams } from '@tanstack/react-router';
import { GamePage } from '@/features/game-play';

export const Route = createFileRoute('/game/$identifier')({
  component: function GameRoute() {
    return <GamePage identifier={useParams({ from: '/game/$identifier' }).identifier} />;
  },
});
