// @vitest-environment node
/**
 * The render queue: how many renders run at once, how many may wait, the busy refusal, and
 * background renders (thumbnails made ahead) that always let a player's request go first.
 */

import { createRenderQueue, RenderQueueFullError } from '@server/modules/images/render-queue';
import { describe, expect, it } from 'vitest';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders that finish when the test says, counting how many run at once. */
function controlledRenders() {
  let running = 0;
  let mostAtOnce = 0;
  const finishers: Array<() => void> = [];
  const render = () =>
    new Promise<string>((resolve) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      finishers.push(() => {
        running -= 1;
        resolve('done');
      });
    });
  return {
    render,
    /** Finishes every render, and those that start as others finish, until none runs. */
    finishAll: async () => {
      await tick();
      while (finishers.length > 0) {
        for (const finish of finishers.splice(0)) finish();
        await tick();
      }
    },
    started: () => finishers.length,
    mostAtOnce: () => mostAtOnce,
  };
}

describe('render queue', () => {
  it('runs at most `concurrency` renders at once and queues at most `maxWaiting`', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 3 });
    const renders = controlledRenders();
    const outcomes = Array.from({ length: 10 }, () =>
      queue.run(renders.render).then(
        (value) => value,
        (error: unknown) => error,
      ),
    );
    await tick();
    expect(renders.started()).toBe(2);
    await renders.finishAll();
    const results = await Promise.all(outcomes);
    expect(results.filter((result) => result === 'done')).toHaveLength(5);
    const refused = results.filter((result) => result instanceof RenderQueueFullError);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ retryAfterSeconds: 2 });
    expect(renders.mostAtOnce()).toBe(2);
  });

  it('takes work again once the queue has drained', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    const renders = controlledRenders();
    const first = queue.run(renders.render);
    await expect(queue.run(renders.render)).rejects.toBeInstanceOf(RenderQueueFullError);
    await renders.finishAll();
    await expect(first).resolves.toBe('done');
    const again = queue.run(renders.render);
    await renders.finishAll();
    await expect(again).resolves.toBe('done');
  });

  it('passes a failed render on and frees its slot', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('starts a waiting request before any waiting background render', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const renders = controlledRenders();
    const running = queue.run(renders.render);
    const ahead = ['ahead 1', 'ahead 2'].map((name) =>
      queue.run(async () => order.push(name), 'background'),
    );
    const request = queue.run(async () => order.push('player'));
    await renders.finishAll();
    await Promise.all([running, request, ...ahead]);
    expect(order).toEqual(['player', 'ahead 1', 'ahead 2']);
  });

  it('runs one background render at a time, leaving the other slots to requests', async () => {
    const queue = createRenderQueue({ concurrency: 3, maxWaiting: 0 });
    const renders = controlledRenders();
    const ahead = Array.from({ length: 4 }, () => queue.run(renders.render, 'background'));
    await tick();
    expect(renders.started()).toBe(1);
    // Background work is never refused, and never makes a request be refused either: the
    // third request takes the background render's slot once it finishes.
    const requests = [1, 2, 3].map(() => queue.run(renders.render));
    await tick();
    expect(renders.started()).toBe(3);
    await expect(queue.run(renders.render)).rejects.toBeInstanceOf(RenderQueueFullError);
    await renders.finishAll();
    await expect(Promise.all([...ahead, ...requests])).resolves.toHaveLength(7);
    expect(renders.mostAtOnce()).toBe(3);
  });
});
