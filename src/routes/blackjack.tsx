import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/blackjack')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/tag/$tag', params: { tag: 'blackjack' }, search, replace: true });
  },
});
