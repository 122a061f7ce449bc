import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => loadContentHtml('privacy-policy'),
  component: () => <ContentPage slug="privacy-policy" />,
});
