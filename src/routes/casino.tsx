import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { casinoCategorySchema } from '@/contracts/casino';
import { CasinoPage } from '@/features/catalogue';

export const Route = createFileRoute('/casino')({
  validateSearch: z.object({ category: casinoCategorySchema.optional().catch(undefined) }),
  component: function CasinoRoute() {
    return <CasinoPage category={Route.useSearch().category} />;
  },
});
