import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';

export const Route = createFileRoute('/towers')({
  component: () => <HouseGamePage identifier="towers" />,
});
