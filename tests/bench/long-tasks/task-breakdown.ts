/**
 * What one long task of a Chromium trace was: its top-level work grouped by kind (a script's
 * evaluation or a call into it, named by its chunk; style, layout, paint, garbage collection,
 * parsing), largest first. Pure, so the bench's reading of a trace is unit-tested.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs), where the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; type?: string; functionName?: string; message?: string };
  };
}

export interface LongTask {
  /** The task's window on Chromium's monotonic clock (µs), as CPU profiles use it. */
  startUs: number;
  endUs: number;
  /** Milliseconds from the first task on the page's main thread. */
  startMs: number;
  durationMs: number;
  /**
   * The main thread's own CPU time in the task (throttled, as the duration is). What the
   * duration has beyond it the thread spent waiting: for a core the other processes held, or
   * for a helper thread such as the garbage collector's. That is the machine's contention, not
   * the page's work. 0 where the trace has no thread times.
   */
  cpuMs: number;
  /** "label duration" parts, largest first. */
  parts: { label: string; ms: number }[];
}

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.callFunction',
]);
const RENDERING_EVENTS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
};

function labelOf(event: TraceEvent): string {
  if (SCRIPT_EVENTS.has(event.name)) return 'script';
  return RENDERING_EVENTS[event.name] ?? event.name;
}

/** The main thread: the renderer main thread that ran the most task time. */
function mainThreadOf(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function longTasksOf(events: readonly TraceEvent[], overMs = 50): LongTask[] {
  const main = mainThreadOf(events);
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const origin = onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    const parts = new Map<string, number>();
    let coveredUntil = task.ts;
    // Top level only: an event inside one already counted belongs to it.
    for (const event of inside) {
      if (event.ts < coveredUntil) continue;
      const label = labelOf(event);
      parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0) / 1000);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    return {
      startUs: task.ts,
      endUs: end,
      startMs: (task.ts - origin) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? 0) / 1000,
      parts: [...parts]
        .map(([label, ms]) => ({ label, ms }))
        .filter((part) => part.ms >= 1)
        .sort((a, b) => b.ms - a.ms),
    };
  });
}

/** When the page first painted content (µs, the trace's clock); 0 when the trace has no mark. */
export function firstContentfulPaintUs(events: readonly TraceEvent[]): number {
  const marks = events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts);
  return marks.length > 0 ? Math.min(...marks) : 0;
}

/** When the page logged `console.timeStamp(label)`; Infinity when it did not. */
export function timeStampUs(events: readonly TraceEvent[], label: string): number {
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === label);
  return mark ? mark.ts : Number.POSITIVE_INFINITY;
}
