/**
 * The essentials worker's job for one request: fetch the essentials, parse the JSON and check
 * each slice of games against the contract, posting each checked slice as it goes. Parsing the
 * ~2 MB answer was the longest task left on a phone's main thread (response.json(): 156-283 ms
 * at 4× CPU, on /casino when the player reaches for the page); here it holds only the worker.
 * An aborted request posts nothing more.
 */
import { safeParse } from 'zod/mini';
import type { EssentialsCommand, EssentialsReply } from './essentials-worker-messages';
import { checkedSlice, ESSENTIALS_SLICE, essentialsEnvelopeSchema } from './parse-essentials';

type FetchCommand = Extract<EssentialsCommand, { type: 'fetch' }>;

async function request(command: FetchCommand, signal: AbortSignal): Promise<Response | string> {
  try {
    return await fetch(command.url, {
      credentials: 'include',
      headers: { accept: 'application/json' },
      cache: command.cache,
      signal,
    });
  } catch (error) {
    return String(error);
  }
}

async function jsonOf(response: Response): Promise<{ data: unknown } | null> {
  try {
    return { data: await response.json() };
  } catch {
    return null;
  }
}

export async function loadEssentials(
  command: FetchCommand,
  post: (reply: EssentialsReply) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await request(command, signal);
  if (signal.aborted) return;
  if (typeof response === 'string') return post({ type: 'unreachable', reason: response });
  const { status, statusText } = response;
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    if (!signal.aborted) post({ type: 'failed', status, statusText, body });
    return;
  }
  const json = await jsonOf(response);
  if (signal.aborted) return;
  const envelope = json && safeParse(essentialsEnvelopeSchema, json.data);
  if (!envelope?.success) return post({ type: 'invalid', status });
  const { games, providers } = envelope.data;
  for (let start = 0; start < games.length; start += ESSENTIALS_SLICE) {
    const slice = checkedSlice(games.slice(start, start + ESSENTIALS_SLICE));
    if (!slice) return post({ type: 'invalid', status });
    post({ type: 'games', games: slice });
  }
  post({ type: 'done', providers });
}
