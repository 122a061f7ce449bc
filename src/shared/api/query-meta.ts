/**
 * What a query's `meta` may say (React Query's Register, so every `meta` is checked): whether
 * the query is persisted to localStorage (app/query-client.ts), and which server push announces
 * changes of its data (pushed-changes.ts).
 */
import type { ChangePush } from '@/contracts/socket-events';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      persist?: boolean;
      refetchOnPush?: ChangePush;
    };
  }
}
