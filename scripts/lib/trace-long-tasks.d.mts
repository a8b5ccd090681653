// Types of scripts/lib/trace-long-tasks.mjs, for its unit test (tests/build/trace-long-tasks.test.ts).
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
export type MappedFrame = { source: string; line: number; name: string } | null;
export interface Ranked {
  name: string;
  ms: number;
}
export interface LongTask {
  startMs: number;
  durationMs: number;
  entry: string;
  profilerStarting: boolean;
  phases: Record<'gc' | 'compile' | 'parseHTML' | 'style' | 'layout' | 'paint' | 'forced', number>;
  sampledMs: number;
  selfByOrigin: Ranked[];
  projectFunctions: Ranked[];
  selfFunctions: Ranked[];
}
export const LONG_TASK_MS: number;
export function originOf(source: string): string;
export function longTasksOf(
  events: object[],
  options: { url: string; mapFrame: (frame: CallFrame) => MappedFrame; minTaskMs?: number; top?: number },
): { navigationStart: number; thread: { pid: number; tid: number }; tasks: LongTask[] };
