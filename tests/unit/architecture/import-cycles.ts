/**
 * Cycles in a graph of imports between groups of files (features, server modules): each
 * group that can reach itself again is reported once, as the shortest way round through its
 * alphabetically first member, so a failure names a path to cut rather than a tangle.
 */

/** Group → the groups it imports, each with one import that shows the edge (for the report). */
export type ImportGraph = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The strongly connected groups of more than one member (Tarjan), members sorted. */
function tangles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) found.push(members.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** The shortest path from `start` back to itself inside `members` (breadth first). */
function shortestLoop(graph: ImportGraph, start: string, members: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of [...(graph.get(at)?.keys() ?? [])].sort()) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      if (next === start) {
        const path = [start];
        for (let step = at; step !== start; step = cameFrom.get(step) ?? start) path.unshift(step);
        return [start, ...path];
      }
      queue.push(next);
    }
  }
  return [start];
}

/** Every cycle's path, e.g. ['account', 'responsible-gambling', 'account']; none: []. */
export function importCycles(graph: ImportGraph): string[][] {
  return tangles(graph).map((members) => shortestLoop(graph, members[0] ?? '', new Set(members)));
}

/** A cycle as a failure reads it: each step with the import that makes it. */
export function describeCycle(graph: ImportGraph, path: readonly string[]): string {
  const steps = path.slice(1).map((to, i) => {
    const from = path[i] ?? '';
    return `${from} -> ${to} (${graph.get(from)?.get(to) ?? '?'})`;
  });
  return steps.join(', ');
}
