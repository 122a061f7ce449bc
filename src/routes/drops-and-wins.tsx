import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/drops-and-wins')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/tag/$tag', params: { tag: 'dropsandwins' }, search, replace: true });
  },
});
