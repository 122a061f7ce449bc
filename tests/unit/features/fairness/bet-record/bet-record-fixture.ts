/** A settled Original's bet as GET /api/originals/bets/:roundId sends it. */
import type { BetRecord } from '@/contracts/originals';

export function betRecordWith(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    betId: 'bet-1',
    roundId: 'round-1',
    gameId: 'mines',
    gameName: 'Mines',
    betAmount: 2,
    balanceType: 'usdt',
    currency: 'usd',
    closedOut: true,
    closeoutComplete: true,
    paidOut: true,
    won: true,
    payoutValue: 5.5,
    mult: 2.75,
    profit: 3.5,
    twoFactor: false,
    user: { id: 'u1', name: 'amina' },
    userId: 'u1',
    clientSeed: 'Xk3pQ9wL2mZr7Tb',
    nonce: 12,
    roundHash: 'hash-of-the-server-seed',
    serverSeed: 'the-revealed-server-seed',
    gridCount: 25,
    minesCount: 3,
    params: { gridCount: 25, minesCount: 3 },
    timestamp: '2026-11-20T12:00:00.000Z',
    closeoutTimestamp: '2026-11-20T12:00:09.000Z',
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:09.000Z',
    ...overrides,
  };
}
