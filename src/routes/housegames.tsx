import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/housegames')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/casino',
      search: { ...search, category: 'dofia-games' as const },
      replace: true,
    });
  },
});
