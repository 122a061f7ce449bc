import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '@/features/vip';

export const Route = createFileRoute('/vip')({ component: VipPage });
