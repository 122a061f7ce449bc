// @vitest-environment node
/** One player's actions take turns in this process; another player's never wait for them. */
import { createPlayerQueue } from '@server/modules/originals/player-queue';
import { describe, expect, it } from 'vitest';

const later = () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
};

describe('the player queue', () => {
  it('runs one player’s actions in order, one at a time, even when one fails', async () => {
    const queue = createPlayerQueue(10);
    const log: string[] = [];
    const first = later();
    const a = queue.run('amina', async () => {
      log.push('a starts');
      await first.gate;
      log.push('a ends');
      throw new Error('refused');
    });
    const b = queue.run('amina', async () => {
      log.push('b runs');
      return 'b';
    });
    const other = queue.run('baraka', async () => {
      log.push('baraka runs');
      return 'baraka';
    });
    await expect(other).resolves.toBe('baraka');
    expect(log).toEqual(['a starts', 'baraka runs']);
    first.open();
    await expect(a).rejects.toThrow('refused');
    await expect(b).resolves.toBe('b');
    expect(log).toEqual(['a starts', 'baraka runs', 'a ends', 'b runs']);
  });

  it('refuses a player with too many actions waiting, and takes them again once done', async () => {
    const queue = createPlayerQueue(2);
    const hold = later();
    const running = [queue.run('chausiku', () => hold.gate), queue.run('chausiku', async () => {})];
    expect(queue.run('chausiku', async () => {})).toBeNull();
    hold.open();
    await Promise.all(running);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(queue.run('chausiku', async () => 'again')).resolves.toBe('again');
  });
});
