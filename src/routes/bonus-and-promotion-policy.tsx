import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/bonus-and-promotion-policy')({
  loader: () => loadContentHtml('bonus-and-promotion-policy'),
  component: () => <ContentPage slug="bonus-and-promotion-policy" />,
});
