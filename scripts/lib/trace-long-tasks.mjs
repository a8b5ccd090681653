// The long tasks of one page load in a Chromium trace, and what runs in them. Pure: trace events in,
// tasks out; the caller supplies `mapFrame`, which turns a minified call frame into its original
// source (see scripts/profile-long-tasks.mjs, which reads the build's source maps).
//
// A long task is a top-level `RunTask` of ≥ 50 ms on the page's renderer main thread (the same
// threshold as the browser's longtask observer and Lighthouse). Its time is attributed from the V8
// CPU samples of that thread (`Profile` / `ProfileChunk` events, 'disabled-by-default-v8.cpu_profiler'):
// - self time by origin: the npm package or project file of the code each sample was executing (the
//   sample's own line and column, so that a bundle's top-level code, where every module of the chunk
//   initialises, is told apart by module; a built-in such as Array.prototype.map counts for the script
//   that called it); samples outside JavaScript are '(program)' (Blink: parsing, style, layout, paint)
//   or '(garbage collector)';
// - inclusive time of the project's own functions (any `src/` frame on the sample's stack), which
//   tells which component tree or view model the task spent its time under.
// Blink and V8 trace events nested in the task add GC, parse/compile, style, layout and paint time;
// `forced` is the style and layout that ran inside JavaScript (a script reading layout synchronously).

export const LONG_TASK_MS = 50;

/** @typedef {{ functionName: string, url?: string, lineNumber?: number, columnNumber?: number }} CallFrame */
/** @typedef {{ source: string, line: number, name: string } | null} MappedFrame */

/** 'node_modules/@radix-ui/themes/dist/esm/x.js' → '@radix-ui/themes'; 'src/ui/App.tsx' → itself. */
export function originOf(source) {
  const path = source.replace(/\\/g, '/');
  const at = path.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first, second] = path.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const src = path.search(/(^|\/)src\//);
  return src >= 0 ? path.slice(path.indexOf('src/', src)) : path;
}

const isProject = (origin) => origin.startsWith('src/');

// Trace event names, by what they spend the main thread on. Nested events of one kind are merged, so
// that a phase inside another of the same kind (V8.GC_SCAVENGER inside MinorGC) counts once.
const PHASES = {
  gc: /^(MinorGC|MajorGC|V8\.GC|BlinkGC\.)/,
  compile: /^(v8\.compile|v8\.parse|v8\.produce|v8\.deserialize|V8\.Compile|V8\.Parse|CompileScript|CompileCode)/,
  parseHTML: /^ParseHTML$/,
  style: /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/,
  layout: /^Layout$/,
  paint: /^(PrePaint|Paint|Layerize)$/,
};
// What a task runs (scripts and parsing), for its label; the script ones also tell forced layout.
const ENTRIES = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'ParseHTML', 'ParseAuthorStyleSheet']);
const SCRIPTS = new Set([...ENTRIES].filter((name) => !name.startsWith('Parse')));

/**
 * @param {object[]} events the trace's traceEvents
 * @param {{ url: string, mapFrame: (frame: CallFrame) => MappedFrame, minTaskMs?: number, top?: number }} options
 */
export function longTasksOf(events, { url, mapFrame, minTaskMs = LONG_TASK_MS, top = 5 }) {
  const nav = navigationOf(events, url);
  const onThread = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const intervals = intervalsOf(onThread);
  const runTasks = intervals.filter((e) => e.name === 'RunTask' && e.end > nav.ts);
  const tasks = runTasks.filter((t) => t.end - t.ts >= minTaskMs * 1000 && !runTasks.some((o) => o !== t && o.ts <= t.ts && o.end >= t.end && o.end - o.ts > t.end - t.ts));
  const { samples, profileStarts } = samplesOf(events, nav, mapFrame);
  const ms = (us) => round(us / 1000);

  return {
    navigationStart: nav.ts,
    thread: { pid: nav.pid, tid: nav.tid },
    tasks: tasks.map((task) => {
      const inside = intervals.filter((e) => e.ts >= task.ts && e.end <= task.end && e !== task);
      const selfByOrigin = new Map();
      const inclusive = new Map();
      const selfByFunction = new Map();
      for (const s of samples) {
        const overlap = Math.min(s.end, task.end) - Math.max(s.ts, task.ts);
        if (overlap <= 0) continue;
        add(selfByOrigin, s.origin, overlap);
        add(selfByFunction, s.label, overlap);
        for (const fn of s.projectStack) add(inclusive, fn, overlap);
      }
      const phases = {};
      for (const [phase, pattern] of Object.entries(PHASES)) phases[phase] = ms(unionLength(inside.filter((e) => pattern.test(e.name))));
      const scripts = inside.filter((e) => SCRIPTS.has(e.name));
      const styleAndLayout = inside.filter((e) => PHASES.style.test(e.name) || PHASES.layout.test(e.name));
      phases.forced = ms(unionLength(styleAndLayout.filter((e) => scripts.some((js) => js.ts <= e.ts && js.end >= e.end))));
      return {
        startMs: ms(task.ts - nav.ts),
        durationMs: ms(task.end - task.ts),
        entry: entryOf(inside),
        // V8's CPU profiler starts in a new renderer after the navigation has begun: a task it starts
        // in is partly unsampled, and longer than without tracing (the profiler logs every function).
        profilerStarting: profileStarts.some((t) => t > task.ts && t < task.end),
        phases,
        sampledMs: ms(sum(selfByOrigin.values())),
        selfByOrigin: ranked(selfByOrigin, top, ms),
        projectFunctions: ranked(inclusive, top, ms),
        selfFunctions: ranked(selfByFunction, top, ms),
      };
    }),
  };
}

/** The renderer main thread that loaded `url`, and when the navigation started. */
function navigationOf(events, url) {
  const starts = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && sameUrl(e.args.data.documentLoaderURL, url));
  if (starts.length === 0) throw new Error(`the trace has no navigationStart of the main frame for ${url}`);
  const last = starts.reduce((a, b) => (b.ts > a.ts ? b : a));
  return { pid: last.pid, tid: last.tid, ts: last.ts };
}

const sameUrl = (a, b) => typeof a === 'string' && a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** Complete ('X') and begin/end ('B'/'E') events of one thread as { name, ts, end, args }. */
function intervalsOf(events) {
  const out = [];
  const open = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') out.push({ name: e.name, ts: e.ts, end: e.ts + (e.dur ?? 0), args: e.args });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const i = open.findLastIndex((b) => b.name === e.name || !e.name);
      if (i >= 0) out.push({ name: open[i].name, ts: open[i].ts, end: e.ts, args: open[i].args });
      if (i >= 0) open.splice(i, 1);
    }
  }
  return out;
}

/**
 * The CPU samples of the thread, each { ts, end, origin, label, projectStack }: a sample stands for
 * the time until the next one (as in DevTools). And when each profile started.
 */
function samplesOf(events, thread, mapFrame) {
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  const samples = [];
  for (const profile of profiles) {
    const nodes = new Map();
    let time = profile.args.data.startTime;
    const stamps = [];
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id);
    for (const chunk of chunks) {
      const { cpuProfile = {}, timeDeltas = [], lines = [], columns = [] } = chunk.args.data;
      for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, { ...node });
      (cpuProfile.samples ?? []).forEach((id, i) => {
        time += timeDeltas[i] ?? 0;
        stamps.push({ ts: time, id, line: lines[i], column: columns[i] });
      });
    }
    const described = new Map();
    const describe = (id) => {
      if (!described.has(id)) described.set(id, describeNode(nodes, id, describe, mapFrame));
      return described.get(id);
    };
    const positioned = new Map();
    const describeSample = ({ id, line, column }) => {
      const key = `${id}:${line}:${column}`;
      if (!positioned.has(key)) positioned.set(key, atPosition(nodes.get(id), describe(id), line, column, mapFrame));
      return positioned.get(key);
    };
    stamps.sort((a, b) => a.ts - b.ts);
    for (let i = 0; i + 1 < stamps.length; i++) samples.push({ ts: stamps[i].ts, end: stamps[i + 1].ts, ...describeSample(stamps[i]) });
  }
  return { samples, profileStarts: profiles.map((p) => p.args.data.startTime) };
}

/**
 * One sample's origin, from the position it was executing (1-based `line` and `column`, when the
 * trace has them) rather than where its function starts. At a bundle's top level, where every module
 * of the chunk runs its initialisation, that position is the only way to tell the modules apart.
 */
function atPosition(node, described, line, column, mapFrame) {
  const { url, functionName } = node?.callFrame ?? {};
  if (!url || !(line > 0)) return described;
  const mapped = mapFrame({ url, functionName, lineNumber: line - 1, columnNumber: (column ?? 1) - 1 });
  if (!mapped) return described;
  const origin = originOf(mapped.source);
  if (!described.topLevel) return { ...described, origin };
  const label = `(top level) ${origin}`;
  return { ...described, origin, label, projectStack: isProject(origin) ? [...described.projectStack, label] : described.projectStack };
}

/**
 * { origin, label, projectStack, frame } of one profile node, from its parent's description.
 * `frame` is the node's own script frame (or the nearest caller's, for a built-in without a script).
 */
function describeNode(nodes, id, describe, mapFrame) {
  const node = nodes.get(id);
  if (!node) return { origin: '(unknown)', label: '(unknown)', projectStack: [], frame: null };
  const parent = node.parent !== undefined ? describe(node.parent) : null;
  const { functionName, url } = node.callFrame;
  if (!url) {
    // '(program)', '(garbage collector)', '(idle)', '(root)'; or a built-in: the caller's origin.
    if (/^\(.*\)$/.test(functionName) || !parent?.frame) return { origin: functionName || '(native)', label: functionName || '(native)', projectStack: parent?.projectStack ?? [], frame: null };
    return { ...parent, label: `${functionName} (${parent.frame.origin})` };
  }
  const script = new URL(url, 'http://x').pathname;
  const projectStack = parent?.projectStack ?? [];
  // A module's (or a chunk's) top-level code: its origin is decided sample by sample.
  if (!functionName && !node.callFrame.lineNumber && !node.callFrame.columnNumber) return { origin: script, label: `(top level) ${script}`, projectStack, frame: { origin: script }, topLevel: true };
  const mapped = mapFrame(node.callFrame);
  const origin = mapped ? originOf(mapped.source) : script;
  const name = mapped?.name || functionName || '(anonymous)';
  const label = mapped && isProject(origin) ? `${name} ${origin}:${mapped.line}` : `${name} (${origin})`;
  return {
    origin,
    label,
    frame: { origin },
    projectStack: isProject(origin) && !projectStack.includes(label) ? [...projectStack, label] : projectStack,
  };
}

/**
 * What a task runs, from its outermost script and parsing events, e.g. 'v8.evaluateModule, RunMicrotasks';
 * without them, a rendering update or the browser's own message ('navigation commit' for the
 * commit of the new document).
 */
function entryOf(inside) {
  const label = scriptEntries(inside);
  if (label) return label;
  if (inside.some((e) => PHASES.layout.test(e.name) || PHASES.paint.test(e.name))) return '(rendering update)';
  const mojo = inside.find((e) => e.args?.chrome_mojo_event_info?.mojo_interface_tag)?.args.chrome_mojo_event_info.mojo_interface_tag;
  if (mojo === 'content.mojom.NavigationClient') return '(navigation commit)';
  return `(${mojo ?? inside.find((e) => e.args?.src_func)?.args.src_func ?? 'browser work'})`;
}

function scriptEntries(inside) {
  const entries = inside.filter((e) => ENTRIES.has(e.name) && e.end - e.ts >= 1000);
  const outer = entries.filter((e) => !entries.some((o) => o !== e && o.ts <= e.ts && o.end >= e.end && o.end - o.ts > e.end - e.ts));
  const byLabel = new Map();
  for (const e of outer) {
    const data = e.args?.data ?? {};
    const url = data.url ?? data.styleSheetUrl;
    const where = url ? ` ${new URL(url, 'http://x').pathname}` : data.type ? ` ${data.type}` : '';
    add(byLabel, `${e.name}${where}`, e.end - e.ts);
  }
  return [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([label]) => label).join(', ');
}

function unionLength(intervals) {
  let total = 0;
  let reach = -Infinity;
  for (const { ts, end } of [...intervals].sort((a, b) => a.ts - b.ts)) {
    if (end > reach) total += end - Math.max(ts, reach);
    reach = Math.max(reach, end);
  }
  return total;
}

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const sum = (values) => [...values].reduce((a, b) => a + b, 0);
const round = (n) => Math.round(n * 10) / 10;
const ranked = (map, top, ms) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: ms(us) }));
