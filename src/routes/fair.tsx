import { createFileRoute } from '@tanstack/react-router';
import { FairPage } from '@/features/fairness';

export const Route = createFileRoute('/fair')({ component: FairPage });
