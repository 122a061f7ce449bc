import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/game-policy')({
  loader: () => loadContentHtml('game-policy'),
  component: () => <ContentPage slug="game-policy" />,
});
