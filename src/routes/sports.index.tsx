import { createFileRoute, useSearch } from '@tanstack/react-router';
import { sportOfBtPath, sportsSearchSchema } from '@/contracts/sports';
import { SportsPage } from '@/features/sports';

export const Route = createFileRoute('/sports/')({
  validateSearch: sportsSearchSchema,
  component: function SportsRoute() {
    const btPath = useSearch({ from: '/sports/' })['bt-path'];
    return <SportsPage sport={btPath ? sportOfBtPath(btPath) : undefined} />;
  },
});
