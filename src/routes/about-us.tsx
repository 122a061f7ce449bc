import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/about-us')({
  loader: () => loadContentHtml('about-us'),
  component: () => <ContentPage slug="about-us" />,
});
