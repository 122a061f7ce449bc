import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';
import { MinesGame } from '@/features/originals';

export const Route = createFileRoute('/junglemines')({
  component: () => (
    <HouseGamePage identifier="junglemines" table={<MinesGame game="junglemines" />} />
  ),
});
