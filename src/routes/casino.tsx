import { createFileRoute, useSearch } from '@tanstack/react-router';
import { casinoSearchSchema } from '@/contracts/casino';
import { CasinoPage } from '@/features/catalogue';

export const Route = createFileRoute('/casino')({
  validateSearch: casinoSearchSchema,
  component: function CasinoRoute() {
    return <CasinoPage category={useSearch({ from: '/casino' }).category} />;
  },
});
