/**
 * Why the seamless wallet refused a provider's call, in the codes aggregators' wallet APIs use
 * (Hub88's RS_ERROR_*): the provider shows the player the message and, for a failed win,
 * rolls the round back. Nothing moved when one of these is thrown.
 */
export const WALLET_ERROR_CODES = [
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'NOT_REAL_MONEY',
  'BAD_REQUEST',
  'INSUFFICIENT_FUNDS',
  'PLAY_BLOCKED',
  'UNKNOWN_ROUND',
  'ROUND_CLOSED',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}
