/**
 * The verification of the verifier's current fields, recomputed as the player types. What
 * needs no calculation (no seeds yet, a bad nonce, params the game does not accept) is read
 * from the fields; the calculation itself is synchronous and cheap (a few HMACs).
 */
import { useMemo } from 'react';
import { betChoiceOf } from './bet-choice';
import type { VerifierFields } from './verifier-fields';
import { type Verification, verifyBet } from './verify-bet';

export type VerificationState =
  | { status: 'idle' }
  | { status: 'invalid-nonce' }
  | { status: 'invalid-params' }
  | { status: 'failed' }
  | { status: 'ready'; result: Verification };

export function verificationOf(fields: VerifierFields): VerificationState {
  const { game, serverSeed, clientSeed, nonce } = fields;
  if (serverSeed === '' || clientSeed === '') return { status: 'idle' };
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    return { status: 'invalid-nonce' };
  }
  try {
    const choice = betChoiceOf(game, fields);
    if (!choice.ok) return { status: 'invalid-params' };
    return { status: 'ready', result: verifyBet({ serverSeed, clientSeed, nonce }, choice.choice) };
  } catch (error) {
    // The rules refusing their own valid input is a bug to report, not the player's mistake.
    console.error('[fairness] the verification failed', error);
    return { status: 'failed' };
  }
}

export function useVerification(fields: VerifierFields): VerificationState {
  return useMemo(() => verificationOf(fields), [fields]);
}
