import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/popular')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/casino',
      search: { ...search, category: 'popular' as const },
      replace: true,
    });
  },
});
