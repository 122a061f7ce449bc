import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/terms-and-conditions')({
  loader: () => loadContentHtml('terms-and-conditions'),
  component: () => <ContentPage slug="terms-and-conditions" />,
});
