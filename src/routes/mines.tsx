import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';
import { MinesGame } from '@/features/originals';

export const Route = createFileRoute('/mines')({
  component: () => <HouseGamePage identifier="mines" table={<MinesGame game="mines" />} />,
});
