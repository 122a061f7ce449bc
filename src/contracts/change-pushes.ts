/**
 * Pushes that only say "this data changed" (no payload): a query names the one that announces
 * changes of its data (`meta: { refetchOnPush }`) and is refetched, past every cache, when it
 * arrives (src/shared/api/pushed-changes.ts). Apart from socket-events.ts so the first page
 * can name them without loading every payload schema.
 */
export const CHANGE_PUSHES = ['settingsUpdated', 'catalogueUpdated'] as const;
export type ChangePush = (typeof CHANGE_PUSHES)[number];
