import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/gameshows')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/casino',
      search: { ...search, category: 'gameshows' as const },
      replace: true,
    });
  },
});
