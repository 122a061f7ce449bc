/**
 * A fresh id for each round action (contracts/money idempotencyKeySchema: 16–64 of
 * [A-Za-z0-9_-]), so the server acts once on a message the socket repeats.
 */
export function newActionId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
