/**
 * Gives the browser a turn between slices of long work, so input and paint are not held up
 * behind it: `scheduler.yield()` where the browser has it (the slice resumes ahead of other
 * tasks), a macrotask elsewhere.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
