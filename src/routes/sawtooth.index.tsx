import { createFileRoute, redirect } from '@tanstack/react-router';
import { LEGACY_STUDIO } from '@/contracts/legacy-studio';

export const Route = createFileRoute('/sawtooth/')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/provider/$path',
      params: { path: LEGACY_STUDIO.providerPath },
      search,
      replace: true,
    });
  },
});
