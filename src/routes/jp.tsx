import { createFileRoute } from '@tanstack/react-router';
import { JoinPromoPage } from '@/features/jp';

export const Route = createFileRoute('/jp')({ component: JoinPromoPage });
