import { describe, expect, it } from 'vitest';
import { longTasksOf, originOf, type CallFrame } from '../../scripts/lib/trace-long-tasks.mjs';

// A synthetic Chromium trace of one page load, times in µs: the navigation starts at 1 s; the
// renderer main thread (pid 1, tid 1) runs a long task of 80 ms at 1.1 s and a short one of 30 ms.
const url = 'http://127.0.0.1:4401/';
const main = { pid: 1, tid: 1 };
const x = (name: string, ts: number, dur: number, args: object = {}) => ({ ...main, ph: 'X', name, ts, dur, args });
const frame = (functionName: string, script?: string, columnNumber = 0) =>
  script ? { functionName, url: `${url}assets/${script}`, lineNumber: 0, columnNumber } : { functionName };

const events = [
  { ...main, ph: 'R', name: 'navigationStart', ts: 1_000_000, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } } },
  x('RunTask', 900_000, 60_000), // the previous document's, before the navigation: not counted
  x('RunTask', 1_100_000, 80_000),
  x('v8.evaluateModule', 1_100_100, 75_000),
  x('MinorGC', 1_120_000, 5_000),
  x('UpdateLayoutTree', 1_160_000, 4_000), // inside the script: a forced style recalculation
  x('RunTask', 1_300_000, 30_000),
  x('FunctionCall', 1_300_100, 29_000),
  { ...main, ph: 'P', name: 'Profile', id: '0x1', ts: 1_050_000, args: { data: { startTime: 1_050_000 } } },
  {
    pid: 1,
    tid: 9, // chunks come from the profiler's thread; the Profile event names the sampled one
    ph: 'P',
    name: 'ProfileChunk',
    id: '0x1',
    ts: 1_500_000,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('(program)') },
            { id: 3, parent: 1, callFrame: frame('', 'index.js') }, // the chunk's top level
            { id: 4, parent: 3, callFrame: frame('Ab', 'index.js', 10) }, // HomePage, minified
            { id: 5, parent: 4, callFrame: frame('rw', 'react.js', 20) }, // react-dom
            { id: 6, parent: 5, callFrame: frame('map') }, // a built-in called by react-dom
          ],
          samples: [4, 5, 6, 3, 2, 2, 2, 2],
        },
        // 1.1 s, 1.13, 1.15, 1.17, 1.18 (the task's end), 1.31 (in the short task), 1.4, 1.41
        timeDeltas: [50_000, 30_000, 20_000, 20_000, 10_000, 130_000, 90_000, 10_000],
        // The position each sample executed, 1-based; 0 where the trace has none.
        lines: [0, 0, 0, 1, 0, 0, 0, 0],
        columns: [0, 0, 0, 501, 0, 0, 0, 0],
      },
    },
  },
];

// What the source maps say: index.js holds the project's HomePage (column 10) and, further on, the
// top level of src/domain/money.ts; react.js is react-dom.
function mapFrame(f: CallFrame) {
  if (f.url?.endsWith('index.js')) {
    return f.columnNumber === 500 ? { source: 'src/domain/money.ts', line: 1, name: '' } : { source: 'src/ui/pages/HomePage.tsx', line: 7, name: 'HomePage' };
  }
  if (f.url?.endsWith('react.js')) return { source: 'node_modules/react-dom/cjs/react-dom-client.production.js', line: 900, name: 'renderWithHooks' };
  return null;
}

describe('longTasksOf', () => {
  const { tasks, thread } = longTasksOf(events, { url, mapFrame });

  it('finds the top-level RunTasks of ≥ 50 ms on the main thread after the navigation started', () => {
    expect(thread).toEqual(main);
    expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([[100, 80]]);
  });

  it("attributes each sample's time to the package or project file it ran in", () => {
    const [task] = tasks;
    // react-dom 20 ms itself + 20 ms in a built-in it called; HomePage 30; money.ts's top level 10.
    expect(task?.selfByOrigin).toEqual([
      { name: 'react-dom', ms: 40 },
      { name: 'src/ui/pages/HomePage.tsx', ms: 30 },
      { name: 'src/domain/money.ts', ms: 10 },
    ]);
    expect(task?.sampledMs).toBe(80);
    expect(task?.selfFunctions).toEqual([
      { name: 'HomePage src/ui/pages/HomePage.tsx:7', ms: 30 },
      { name: 'renderWithHooks (react-dom)', ms: 20 },
      { name: 'map (react-dom)', ms: 20 },
      { name: '(top level) src/domain/money.ts', ms: 10 },
    ]);
  });

  it("gives the project's functions their inclusive time, under their original names", () => {
    expect(tasks[0]?.projectFunctions).toEqual([
      { name: 'HomePage src/ui/pages/HomePage.tsx:7', ms: 70 },
      { name: '(top level) src/domain/money.ts', ms: 10 },
    ]);
  });

  it('adds GC and style time from the nested trace events, and tells forced style from the rest', () => {
    expect(tasks[0]).toMatchObject({ entry: 'v8.evaluateModule', phases: { gc: 5, style: 4, forced: 4, layout: 0 } });
  });

  it('fails loudly when the trace has not loaded the page', () => {
    expect(() => longTasksOf(events, { url: 'http://127.0.0.1:4401/other', mapFrame })).toThrow('no navigationStart');
  });
});

describe('originOf', () => {
  it('names npm packages, scoped or not, and keeps project files', () => {
    expect(originOf('../../node_modules/@radix-ui/themes/dist/esm/components/box.js')).toBe('@radix-ui/themes');
    expect(originOf('node_modules/mobx/dist/mobx.esm.js')).toBe('mobx');
    expect(originOf('node_modules/a/node_modules/scheduler/index.js')).toBe('scheduler');
    expect(originOf('src/ui/pages/HomePage.tsx')).toBe('src/ui/pages/HomePage.tsx');
  });
});
