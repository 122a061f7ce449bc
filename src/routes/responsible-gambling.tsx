import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/responsible-gambling')({
  loader: () => loadContentHtml('responsible-gambling'),
  component: () => <ContentPage slug="responsible-gambling" />,
});
