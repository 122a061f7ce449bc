/**
 * The essentials through the essentials worker (issue 20): the page gets the checked games
 * slice by slice and the providers, and the same errors as its own requests give; an abort
 * reaches the worker; a worker that fails to start or breaks leaves the page to fetch itself.
 * The worker here runs the real worker's job (loadEssentials) in the page, a message apart.
 */
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ESSENTIALS_PATH } from '@/contracts/catalogue';
import { loadEssentials } from '@/features/catalogue/data/essentials-worker-load';
import type {
  EssentialsCommand,
  EssentialsReply,
} from '@/features/catalogue/data/essentials-worker-messages';
import {
  createEssentialsFetcher,
  type EssentialsWorker,
} from '@/features/catalogue/data/fetch-essentials';
import { ESSENTIALS_SLICE } from '@/features/catalogue/data/parse-essentials';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { onApiError } from '@/shared/api/rest';
import { essentialGame } from '../game-fixture';

const server = mockRequests();

const providers = [{ name: 'Sawtooth', slug: 'sawtooth', gameCount: 600 }];
const catalogueOf = (count: number) => Array.from({ length: count }, () => essentialGame());

/** A worker that runs the worker's job in the page, its replies a task later each. */
class InPageWorker implements EssentialsWorker {
  readonly commands: EssentialsCommand[] = [];
  readonly replies: EssentialsReply[] = [];
  terminated = false;
  private readonly running = new Map<number, AbortController>();
  private readonly listeners = {
    message: [] as ((event: MessageEvent) => void)[],
    error: [] as (() => void)[],
  };

  addEventListener(
    type: 'message' | 'error' | 'messageerror',
    listener: (event: MessageEvent) => void,
  ): void {
    if (type === 'message') this.listeners.message.push(listener);
    else if (type === 'error') this.listeners.error.push(listener as () => void);
  }

  postMessage(command: EssentialsCommand): void {
    this.commands.push(command);
    if (command.type === 'abort') {
      this.running.get(command.id)?.abort();
      return;
    }
    const controller = new AbortController();
    this.running.set(command.id, controller);
    const post = (reply: EssentialsReply) => {
      this.replies.push(reply);
      setTimeout(() => {
        for (const listener of this.listeners.message) {
          listener(new MessageEvent('message', { data: { ...reply, id: command.id } }));
        }
      });
    };
    void loadEssentials(command, post, controller.signal);
  }

  /** As a Worker whose script failed to load, or that threw. */
  fail(): void {
    for (const listener of this.listeners.error) listener();
  }

  terminate(): void {
    this.terminated = true;
  }
}

const options = (overrides: Partial<{ signal: AbortSignal; fresh: boolean }> = {}) => ({
  signal: new AbortController().signal,
  fresh: false,
  ...overrides,
});

describe('the essentials through the essentials worker', () => {
  it('arrive slice by slice, in order and linked, with the providers', async () => {
    const games = catalogueOf(ESSENTIALS_SLICE * 2 + 10);
    server.use(http.get(ESSENTIALS_PATH, () => HttpResponse.json({ games, providers })));
    const worker = new InPageWorker();
    const fetchEssentials = createEssentialsFetcher(() => worker);

    const catalogue = await fetchEssentials(options());
    expect(catalogue.games.map((game) => game.identifier)).toEqual(
      games.map((game) => game.identifier),
    );
    expect(catalogue.games[0]?.link).toBe(`/game/${games[0]?.identifier}`);
    expect(catalogue.providers).toEqual(providers);
    expect(worker.replies.map((reply) => reply.type)).toEqual(['games', 'games', 'games', 'done']);
    expect(worker.commands).toEqual([
      { type: 'fetch', id: 1, url: ESSENTIALS_PATH, cache: 'default' },
    ]);
  });

  it('asks past the caches when the server said the catalogue changed', async () => {
    server.use(http.get(ESSENTIALS_PATH, () => HttpResponse.json({ games: [], providers })));
    const worker = new InPageWorker();
    await createEssentialsFetcher(() => worker)(options({ fresh: true }));
    expect(worker.commands[0]).toMatchObject({ type: 'fetch', cache: 'no-cache' });
  });

  it("fails with the server's error, and the page's error listeners hear of it", async () => {
    server.use(
      http.get(ESSENTIALS_PATH, () =>
        HttpResponse.json({ error: { code: 1429, message: 'Slow down' } }, { status: 429 }),
      ),
    );
    const heard = vi.fn();
    const stop = onApiError(heard);
    const failure = createEssentialsFetcher(() => new InPageWorker())(options());
    await expect(failure).rejects.toMatchObject({ status: 429, code: 1429, message: 'Slow down' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ code: 1429 }));
    stop();
  });

  it('fails the whole answer when one game in a later slice breaks the contract', async () => {
    const games: unknown[] = catalogueOf(ESSENTIALS_SLICE + 20);
    games[ESSENTIALS_SLICE + 5] = { ...essentialGame(), popularity: 'high' };
    server.use(http.get(ESSENTIALS_PATH, () => HttpResponse.json({ games, providers })));
    const failure = createEssentialsFetcher(() => new InPageWorker())(options());
    await expect(failure).rejects.toMatchObject({
      status: 200,
      code: 1500,
      message: 'Unexpected response from the catalogue',
    });
  });

  it('fails as unreachable when the request never reaches the server', async () => {
    server.use(http.get(ESSENTIALS_PATH, () => HttpResponse.error()));
    const failure = createEssentialsFetcher(() => new InPageWorker())(options());
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
  });

  it('stops the worker’s request when the query is cancelled, and settles as aborted', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(ESSENTIALS_PATH, async () => {
        await answered;
        return HttpResponse.json({ games: catalogueOf(3), providers });
      }),
    );
    const worker = new InPageWorker();
    const controller = new AbortController();
    const { sent } = recordRequests(server);
    const loading = createEssentialsFetcher(() => worker)(options({ signal: controller.signal }));
    await vi.waitFor(async () => expect(await sent()).toHaveLength(1));
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.commands.at(-1)).toEqual({ type: 'abort', id: 1 });
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The worker posts nothing for a request it was told to drop.
    expect(worker.replies).toEqual([]);
  });

  it('settles even when the error cannot be built from what the worker posted', async () => {
    // A status a Response cannot carry: building the ApiError throws, the request still fails.
    let listen: (event: MessageEvent) => void = () => {};
    const worker: EssentialsWorker = {
      addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
        if (type === 'message') listen = listener;
      },
      postMessage: (command) => {
        const reply = { type: 'failed', status: 0, statusText: '', body: '', id: command.id };
        setTimeout(() => listen(new MessageEvent('message', { data: reply })));
      },
      terminate: () => {},
    };
    await expect(createEssentialsFetcher(() => worker)(options())).rejects.toBeInstanceOf(
      RangeError,
    );
  });
});

describe('without a working essentials worker', () => {
  it('the page fetches itself when the worker breaks mid-request, and from then on', async () => {
    const games = catalogueOf(4);
    let held = true;
    server.use(
      http.get(ESSENTIALS_PATH, async () => {
        // The worker's request never answers; the page's own does.
        if (held) {
          held = false;
          await new Promise(() => {});
        }
        return HttpResponse.json({ games, providers });
      }),
    );
    const worker = new InPageWorker();
    const makeWorker = vi.fn(() => worker);
    const fetchEssentials = createEssentialsFetcher(makeWorker);
    const { sent } = recordRequests(server);
    const loading = fetchEssentials(options());
    await vi.waitFor(async () => expect(await sent()).toHaveLength(1));
    worker.fail();
    expect((await loading).games).toHaveLength(4);
    expect(worker.terminated).toBe(true);

    expect((await fetchEssentials(options())).games).toHaveLength(4);
    expect(makeWorker).toHaveBeenCalledTimes(1);
    expect(worker.commands.filter((command) => command.type === 'fetch')).toHaveLength(1);
  });

  it('the page fetches itself where no worker can be made', async () => {
    server.use(
      http.get(ESSENTIALS_PATH, () => HttpResponse.json({ games: catalogueOf(2), providers })),
    );
    const none = createEssentialsFetcher(() => null);
    expect((await none(options())).games).toHaveLength(2);
    const throwing = createEssentialsFetcher(() => {
      throw new Error('SecurityError');
    });
    expect((await throwing(options())).games).toHaveLength(2);
  });
});
