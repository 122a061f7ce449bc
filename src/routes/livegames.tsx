import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/livegames')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/tag/$tag', params: { tag: 'livegames' }, search, replace: true });
  },
});
