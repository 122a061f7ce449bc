/**
 * What the Originals' server tests share: a funded player with a signed-in socket, the four
 * game events as promises of their ack, and the stored outcome of a round (what the player
 * cannot see while it is open, but a test may, to play a safe tile or hit a mine on purpose).
 */
import { randomUUID } from 'node:crypto';
import { originalRounds } from '@server/db/schema';
import type { ClientSocket } from '@tests/support/sockets';
import { openConnected } from '@tests/support/sockets';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BalanceType } from '@/contracts/balances';
import type {
  OriginalsAck,
  OriginalsActRequest,
  OriginalsBetRequest,
  RoundView,
} from '@/contracts/originals';
import { balanceOf, fund, registerPlayer, type TestPlayer } from '../tips/players';

export const actionId = () => randomUUID().replaceAll('-', '');

export interface GamePlayer extends TestPlayer {
  socket: ClientSocket;
  balance(type?: BalanceType): Promise<number>;
}

export async function gamePlayer(
  app: FastifyInstance,
  base: string,
  opened: ClientSocket[],
  funds = '10',
): Promise<GamePlayer> {
  const player = await registerPlayer(app, 'gamer');
  if (funds !== '0') await fund(app, player.name, 'usdt', funds);
  const cookie = [...player.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const socket = await openConnected(base, opened, { extraHeaders: { cookie } });
  return { ...player, socket, balance: (type = 'usdt') => balanceOf(player, type) };
}

export function bet(
  socket: ClientSocket,
  request: Partial<OriginalsBetRequest> & Pick<OriginalsBetRequest, 'game' | 'params'>,
): Promise<OriginalsAck> {
  return socket.emitWithAck('originals:bet', {
    actionId: actionId(),
    amount: '1',
    balanceType: 'usdt',
    clientSeed: 'kadibetclient01',
    ...request,
  } as OriginalsBetRequest);
}

export function act(
  socket: ClientSocket,
  roundId: string,
  action: OriginalsActRequest['action'],
  id = actionId(),
): Promise<OriginalsAck> {
  return socket.emitWithAck('originals:act', { actionId: id, roundId, action });
}

export function cashOut(socket: ClientSocket, roundId: string, id = actionId()) {
  return socket.emitWithAck('originals:cashout', { actionId: id, roundId });
}

/** The round of a successful ack (fails the test with the refusal otherwise). */
export function roundOf(ack: OriginalsAck): RoundView {
  if (!ack.ok) throw new Error(`refused: ${ack.code} ${ack.message}`);
  if (!ack.round) throw new Error('no round in the ack');
  return ack.round;
}

export async function storedMines(app: FastifyInstance, roundId: string): Promise<number[]> {
  const [row] = await app.database.db
    .select({ outcome: originalRounds.outcome })
    .from(originalRounds)
    .where(eq(originalRounds.id, roundId));
  if (!row) throw new Error(`no stored round ${roundId}`);
  return (row.outcome as { mines: number[] }).mines;
}
