import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/sportsbook-policy')({
  loader: () => loadContentHtml('sportsbook-policy'),
  component: () => <ContentPage slug="sportsbook-policy" />,
});
