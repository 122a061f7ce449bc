import { createFileRoute } from '@tanstack/react-router';
import { HouseGamePage } from '@/features/house-games';

export const Route = createFileRoute('/snoops-hotbox')({
  component: () => <HouseGamePage identifier="hotbox" />,
});
