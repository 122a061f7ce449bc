import { createFileRoute } from '@tanstack/react-router';
import { FixNotificationsPage } from '@/features/pwa';

export const Route = createFileRoute('/kadi/fix-notifications')({
  component: FixNotificationsPage,
});
