import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/favorites')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/tag/$tag', params: { tag: 'favorites' }, search, replace: true });
  },
});
