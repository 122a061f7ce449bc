/**
 * The long-task bench's reading of a trace and a CPU profile: which tasks were long, what kind
 * of work each did, and which of our functions ran in it.
 */

import {
  attributeSamples,
  type CallFrame,
  type CpuProfile,
} from '@tests/bench/long-tasks/sample-attribution';
import { longTasksOf, type TraceEvent } from '@tests/bench/long-tasks/task-breakdown';
import { describe, expect, it } from 'vitest';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };
const event = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...thread,
});

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...OTHER, args: { name: 'CrRendererMain' } },
  event('RunTask', 1_000, 20_000),
  { ...event('RunTask', 100_000, 120_000), tdur: 31_000 },
  event('v8.evaluateModule', 100_000, 70_000),
  event('FunctionCall', 110_000, 10_000), // inside the evaluation: not counted twice
  event('Layout', 175_000, 30_000),
  event('UpdateLayoutTree', 206_000, 10_000),
  event('RunTask', 300_000, 60_000, OTHER), // another page's thread, less busy
];

describe('longTasksOf', () => {
  it('keeps the main thread’s tasks over 50 ms and names their top-level work', () => {
    const [task, ...rest] = longTasksOf(trace);
    expect(rest).toHaveLength(0);
    expect(task).toMatchObject({ startUs: 100_000, endUs: 220_000, durationMs: 120, cpuMs: 31 });
    expect(task?.startMs).toBe(99);
    expect(task?.parts).toEqual([
      { label: 'script', ms: 70 },
      { label: 'layout', ms: 30 },
      { label: 'style', ms: 10 },
    ]);
  });
});

describe('attributeSamples', () => {
  const frame = (functionName: string, url = ''): CallFrame => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber: 0,
  });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
      { id: 2, callFrame: frame('GameList', 'http://x/assets/catalogue.js'), children: [3] },
      { id: 3, callFrame: frame('sort', 'http://x/assets/runtime.js') },
      { id: 4, callFrame: frame('commitRoot', 'http://x/assets/react.js') },
      { id: 5, callFrame: frame('(program)') },
    ],
    startTime: 100_000,
    samples: [3, 3, 4, 5, 3],
    timeDeltas: [0, 10_000, 10_000, 10_000, 20_000],
  };
  const nameOf = (f: CallFrame) =>
    f.url.includes('catalogue')
      ? `${f.functionName} src/features/catalogue/list/GameList.tsx:47`
      : f.url
        ? `${f.functionName} react-dom/cjs/react-dom-client.production.js:1`
        : f.functionName;

  it('counts each sample for our innermost function, a library, or the engine', () => {
    const [inTask, later] = attributeSamples(
      profile,
      [
        { startUs: 100_000, endUs: 130_000 },
        { startUs: 500_000, endUs: 600_000 },
      ],
      nameOf,
    );
    expect(inTask).toEqual([
      { name: 'GameList src/features/catalogue/list/GameList.tsx:47', ms: 20 },
      { name: '(program)', ms: 20 },
      { name: 'library react-dom', ms: 10 },
    ]);
    expect(later).toEqual([]);
  });
});

describe('firstContentfulPaintUs', () => {
  it('is the first paint mark of the trace, or 0 without one', async () => {
    const { firstContentfulPaintUs } = await import('@tests/bench/long-tasks/task-breakdown');
    const mark = (ts: number): TraceEvent => ({
      name: 'firstContentfulPaint',
      ph: 'I',
      ts,
      ...MAIN,
    });
    expect(firstContentfulPaintUs([...trace, mark(90_000), mark(400_000)])).toBe(90_000);
    expect(firstContentfulPaintUs(trace)).toBe(0);
  });
});
