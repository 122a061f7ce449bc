import { createFileRoute, redirect } from '@tanstack/react-router';
import { catalogueTagOf } from '@/contracts/casino';

export const Route = createFileRoute('/livegames')({
  beforeLoad: ({ search }) => {
    const tag = catalogueTagOf('livegames');
    throw redirect({ to: '/tag/$tag', params: { tag }, search, replace: true });
  },
});
