import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';

export const Route = createFileRoute('/dice')({
  component: () => <HouseGamePage identifier="dice" />,
});
