import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';
import { DiceTable } from '@/features/originals';

export const Route = createFileRoute('/dice')({
  component: () => <HouseGamePage identifier="dice" table={<DiceTable />} />,
});
