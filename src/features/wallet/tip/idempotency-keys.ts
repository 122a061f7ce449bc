/**
 * One idempotency key per intended tip. The key is kept while the player retries the same tip
 * (same recipient, amount, balance and privacy) — after a lost answer the server then replays
 * instead of sending twice — and a new one is made for a different tip or after a success.
 */
export interface KeyKeeper {
  /** The key for this tip: the previous one when it is the same tip, else a fresh one. */
  keyFor(fingerprint: string): string;
  /** The tip went through: the next one, even if identical, is a new tip. */
  settled(): void;
}

export function createKeyKeeper(newKey: () => string = () => crypto.randomUUID()): KeyKeeper {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settled() {
      current = null;
    },
  };
}

export function tipFingerprint(tip: {
  username: string;
  amount: number | string;
  balanceType: string;
  isPrivate: boolean;
}): string {
  return JSON.stringify([
    tip.username.trim().toLowerCase(),
    String(tip.amount),
    tip.balanceType,
    tip.isPrivate,
  ]);
}
