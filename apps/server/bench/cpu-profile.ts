import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of V8's CPU profile (node --cpu-prof, or Chromium's Profiler.stop) read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** Where a sampled function's time counts in the server: the engine's own states, PGlite, a package, Node, or the app. */
export function placeInServer(callFrame: CallFrame): string {
  const { functionName, url } = callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native code outside JavaScript';
  if (url.startsWith('wasm://')) return "PGlite's PostgreSQL (WebAssembly)";
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (packageName === '@electric-sql/pglite') return "PGlite's JavaScript";
  if (packageName) return packageName;
  if (url.startsWith('node:') || url === '') return 'Node itself';
  return 'the app (dist/server.js)';
}

/**
 * Where a sampled function's time counts in the web app: the engine's own states, or the script it is in
 * (Vite's chunk, its hash left out: `index`, `timesheet-grid`, a Mantine component's).
 */
export function placeInPage(callFrame: CallFrame): string {
  const { functionName, url } = callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'the browser outside JavaScript (style, layout, paint, events)';
  const script = /\/([^/?]+?)(?:-[\w-]{8})?\.js(?:\?|$)/.exec(url)?.[1];
  return script ? `${script}.js` : url || 'other';
}

/** The one profile node --cpu-prof wrote in `folder`. */
export function profileIn(folder: string): CpuProfile {
  const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile was written in ${folder}`);
  return JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
}

/**
 * The busy time of `profile` over its last `windowMs` (a load's, the process having idled since), split by
 * `placeOf`, the biggest first: each place's share of the busy time.
 */
export function busyTimeByPlace(
  profile: CpuProfile,
  windowMs: number,
  placeOf: (callFrame: CallFrame) => string,
): { busyMs: number; idleMs: number; places: { place: string; share: number }[] } {
  const placeOfNode = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]));
  const idleNodes = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  const from = profile.endTime - windowMs * 1000;
  const microseconds = new Map<string, number>();
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from) return;
    if (idleNodes.has(nodeId)) {
      idle += delta;
      return;
    }
    const place = placeOfNode.get(nodeId) ?? 'other';
    microseconds.set(place, (microseconds.get(place) ?? 0) + delta);
  });
  const busy = [...microseconds.values()].reduce((sum, value) => sum + value, 0);
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    places: [...microseconds]
      .map(([place, spent]) => ({ place, share: spent / busy }))
      .sort((a, b) => b.share - a.share),
  };
}

/** The busy time and its biggest places, as a figure's text. */
export function describeBusyTime(spent: ReturnType<typeof busyTimeByPlace>, windowMs: number): string {
  const places = spent.places
    .slice(0, 8)
    .map((place) => `${place.place} ${(place.share * 100).toFixed(0)}%`)
    .join(', ');
  return `${(spent.busyMs / 1000).toFixed(1)} s busy, ${(spent.idleMs / 1000).toFixed(1)} s idle in ${(windowMs / 1000).toFixed(1)} s; ${places}`;
}
