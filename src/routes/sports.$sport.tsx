import { createFileRoute, useParams } from '@tanstack/react-router';
import { sportSlugSchema } from '@/contracts/sports';
import { FeaturePage } from '@/features/feature-off';
import { SportsPage } from '@/features/sports';
import { pathParam } from './-path-param';

export const Route = createFileRoute('/sports/$sport')({
  params: pathParam('sport', sportSlugSchema),
  component: function SportRoute() {
    return (
      <FeaturePage feature="sportsbook">
        <SportsPage sport={useParams({ from: '/sports/$sport' }).sport} />
      </FeaturePage>
    );
  },
});
