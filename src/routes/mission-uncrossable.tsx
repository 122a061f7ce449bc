import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';
import { MissionUncrossableGame } from '@/features/originals';

export const Route = createFileRoute('/mission-uncrossable')({
  component: () => <HouseGamePage identifier="linearmines" table={<MissionUncrossableGame />} />,
});
