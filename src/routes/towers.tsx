import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';
import { TowersGame } from '@/features/originals';

export const Route = createFileRoute('/towers')({
  component: () => <HouseGamePage identifier="towers" table={<TowersGame />} />,
});
