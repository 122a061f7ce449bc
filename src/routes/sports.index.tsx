import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { btPathSchema, sportOfBtPath } from '@/contracts/sports';
import { SportsPage } from '@/features/sports';

export const Route = createFileRoute('/sports/')({
  validateSearch: z.object({ 'bt-path': btPathSchema.optional().catch(undefined) }),
  component: function SportsRoute() {
    const btPath = Route.useSearch()['bt-path'];
    return <SportsPage sport={btPath ? sportOfBtPath(btPath) : undefined} />;
  },
});
