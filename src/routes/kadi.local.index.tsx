import { createFileRoute } from '@tanstack/react-router';
import { KadiLocalPage } from '@/features/kadi';

export const Route = createFileRoute('/kadi/local/')({ component: KadiLocalPage });
