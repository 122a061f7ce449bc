/**
 * The ledger keys of a provider round's movements: a round's stake, win and reversals are
 * keyed `game:<roundId>:<kind>`, so each moves money once even if the round's own record
 * (modules/rounds) were ever bypassed, and the history can tell them apart.
 */
export type RoundMovement = 'bet' | 'win' | 'refund' | 'winRollback';

export const roundKey = (roundId: string, kind: RoundMovement) => `game:${roundId}:${kind}`;
