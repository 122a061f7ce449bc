import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentHtml } from '@/features/content';

export const Route = createFileRoute('/kyc-aml-policy')({
  loader: () => loadContentHtml('kyc-aml-policy'),
  component: () => <ContentPage slug="kyc-aml-policy" />,
});
