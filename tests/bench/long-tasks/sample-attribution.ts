/**
 * Which of our functions a long task ran: the CPU profile's samples inside the task's window,
 * each counted once for the innermost frame of ours (src/, through the build's source maps)
 * on its stack, or for the engine's own work ("(program)": style, layout and parsing outside
 * any script; "(garbage collector)"). Profile and trace share Chromium's monotonic clock (µs).
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Names a frame: "useListGames src/features/catalogue/sources/use-list-games.ts:19". */
export type FrameNamer = (frame: CallFrame) => string;

export interface Window {
  startUs: number;
  endUs: number;
}

/** "(program)", "(garbage collector)": the engine's own work, outside any script. */
function engineWork(frame: CallFrame): string {
  const name = frame.functionName || 'engine';
  return name.startsWith('(') ? name : `(${name})`;
}

/** "react-dom" from "commitRoot react-dom/cjs/react-dom-client.production.js:123". */
function packageOf(named: string): string {
  const path = named.split(' ').at(-1) ?? '';
  const parts = path.split('/');
  return (parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]) || 'unknown';
}

/** Milliseconds per name in each window, largest first. */
export function attributeSamples(
  profile: CpuProfile,
  windows: readonly Window[],
  nameOf: FrameNamer,
): { name: string; ms: number }[][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const ownName = new Map<number, string>();
  const nameOfNode = (id: number): string => {
    const cached = ownName.get(id);
    if (cached !== undefined) return cached;
    let name = '';
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      const named = nameOf(frame);
      if (named.includes(' src/')) {
        name = named;
        break;
      }
    }
    const leaf = byId.get(id)?.callFrame;
    if (!name && leaf) name = leaf.url ? `library ${packageOf(nameOf(leaf))}` : engineWork(leaf);
    ownName.set(id, name);
    return name;
  };
  const totals = windows.map(() => new Map<string, number>());
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const slot = windows.findIndex((w) => time >= w.startUs && time <= w.endUs);
    if (slot < 0) return;
    const spent = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const map = totals[slot];
    if (!map) return;
    const name = nameOfNode(sample);
    map.set(name, (map.get(name) ?? 0) + spent);
  });
  return totals.map((map) =>
    [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms),
  );
}
