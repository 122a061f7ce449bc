import { createFileRoute, useSearch } from '@tanstack/react-router';
import { sportOfBtPath, sportsSearchSchema } from '@/contracts/sports';
import { FeaturePage } from '@/features/feature-off';
import { SportsPage } from '@/features/sports';

export const Route = createFileRoute('/sports/')({
  validateSearch: sportsSearchSchema,
  component: function SportsRoute() {
    const btPath = useSearch({ from: '/sports/' })['bt-path'];
    return (
      <FeaturePage feature="sportsbook">
        <SportsPage sport={btPath ? sportOfBtPath(btPath) : undefined} />
      </FeaturePage>
    );
  },
});
