import { createFileRoute, useSearch } from '@tanstack/react-router';
import { fairSearchOf, fairSearchSchema } from '@/contracts/fair-search';
import { FairPage } from '@/features/fairness';

export const Route = createFileRoute('/fair')({
  validateSearch: fairSearchSchema,
  component: function FairRoute() {
    return <FairPage verify={useSearch({ from: '/fair', select: fairSearchOf })} />;
  },
});
