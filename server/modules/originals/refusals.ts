/**
 * Why an Original's action was refused, with a code the client can act on (INSUFFICIENT_FUNDS
 * opens the balance alert) and the words the player sees. Nothing moved when one is thrown.
 */
import type { OriginalsErrorCode } from '@/contracts/originals';
import { MIN_REAL_BET } from '@/contracts/originals';

export class OriginalsRefusal extends Error {
  constructor(
    readonly code: OriginalsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OriginalsRefusal';
  }
}

export const refusals = {
  signedOut: () => new OriginalsRefusal('SIGNED_OUT', 'Sign in to play for real money.'),
  badRequest: (message: string) => new OriginalsRefusal('BAD_REQUEST', message),
  regionRestricted: () =>
    new OriginalsRefusal('PLAY_BLOCKED', 'This service is not available in your region'),
  belowMinimum: () =>
    new OriginalsRefusal(
      'BELOW_MINIMUM',
      `The smallest real-money bet is $${MIN_REAL_BET.toFixed(2)}; smaller bets play in fun mode.`,
    ),
  insufficientFunds: () =>
    new OriginalsRefusal('INSUFFICIENT_FUNDS', 'Your balance is too low for this bet.'),
  blocked: (message: string) => new OriginalsRefusal('PLAY_BLOCKED', message),
  activeRound: () =>
    new OriginalsRefusal('ACTIVE_ROUND', 'Finish your open game before starting another.'),
  unknownRound: () => new OriginalsRefusal('UNKNOWN_ROUND', 'This game round does not exist.'),
  roundOver: () => new OriginalsRefusal('ROUND_OVER', 'This game round is already over.'),
  tooFast: () =>
    new OriginalsRefusal(
      'TOO_FAST',
      'You are playing too fast. Wait for your last bets to finish.',
    ),
  failed: () => new OriginalsRefusal('FAILED', 'Something went wrong. Try again.'),
};
