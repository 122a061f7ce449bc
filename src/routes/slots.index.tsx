import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/slots/')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/casino',
      search: { ...search, category: 'slots' as const },
      replace: true,
    });
  },
});
