import { readFileSync } from 'node:fs';

type TNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a frame's code lives: node's own, a package (by name), ours (by path under apps/), or the engine. */
function placeOf(url: string): string {
  if (!url) return '(engine: GC, idle, program)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(apps\/[^/]+\/src\/[^/]+)/.exec(url);
  return ours ? ours[1] : url.replace(/^file:\/\//, '');
}

/**
 * A V8 CPU profile (`node --cpu-prof`) summed by self time: the share of each place (package or folder of ours) and the
 * functions that took most, each in ms. Idle time is left out of the shares. `lastMs`: only the samples of the profile's
 * last so many ms (the load, not the start-up before it).
 * @example
 * console.log(summarizeProfile('bench-data/profiles/x.cpuprofile', { top: 15, lastMs: 3000 }).join('\n'));
 */
export function summarizeProfile(file: string, { top = 15, lastMs }: { top?: number; lastMs?: number } = {}): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const from = lastMs === undefined ? -Infinity : profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of self) {
    const frame = (byId.get(id) as TNode).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += ms;
    const place = placeOf(frame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${k}`);
  const wall = lastMs ?? (profile.endTime - profile.startTime) / 1000;
  return [
    `busy ${busy.toFixed(0)} ms of ${wall.toFixed(0)} ms`,
    'by place:',
    ...rank(byPlace),
    'by function (self):',
    ...rank(byFunction),
  ];
}
