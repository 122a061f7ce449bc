import { createFileRoute } from '@tanstack/react-router';
import { KadiQwickiePage } from '@/features/kadi';

export const Route = createFileRoute('/kadi/qwickie')({ component: KadiQwickiePage });
