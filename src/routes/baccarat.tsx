import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/baccarat')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/tag/$tag', params: { tag: 'baccarat' }, search, replace: true });
  },
});
