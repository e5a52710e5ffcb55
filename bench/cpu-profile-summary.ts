/** A V8 CPU profile as CDP's `Profiler.stop` returns it (times in microseconds). */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

export type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** Milliseconds per function name: its own samples (self) and those with it anywhere on the stack (total). */
export interface CpuTimes {
  self: Map<string, number>;
  total: Map<string, number>;
}

/**
 * Adds one profile's time to `into`, naming each frame with `nameOf` (e.g. through the bundle's
 * source map). A sample's time is the gap to the next sample; a function that appears twice on one
 * stack (recursion, Preact's diff) counts once in its total.
 */
export function addProfile(profile: CpuProfile, nameOf: (frame: CallFrame) => string, into: CpuTimes): CpuTimes {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const names = new Map(profile.nodes.map((node) => [node.id, nameOf(node.callFrame)]));
  const add = (map: Map<string, number>, name: string, ms: number) => map.set(name, (map.get(name) ?? 0) + ms);
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!byId.has(id)) return;
    add(into.self, names.get(id)!, ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) onStack.add(names.get(at)!);
    for (const name of onStack) add(into.total, name, ms);
  });
  return into;
}

/** The `count` largest entries, each divided by `runs` (a per-run average), largest first (ties by name). */
export function topEntries(
  times: Map<string, number>,
  runs: number,
  count: number,
): Array<{ name: string; ms: number }> {
  return [...times]
    .map(([name, ms]) => ({ name, ms: ms / runs }))
    .sort((a, b) => b.ms - a.ms || (a.name < b.name ? -1 : 1))
    .slice(0, count);
}
