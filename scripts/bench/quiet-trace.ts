/**
 * A trace as a quiet machine would have recorded it: each task of a renderer's main thread lasts
 * its thread's CPU time (`tdur`) instead of the wall time that passed (`dur`), and everything that
 * happened inside it is compressed with it, so events stay nested and in order. On a shared host
 * the difference is time the thread waited for a core, or for the browser's other processes
 * (Lighthouse's own among them); on a quiet machine the two are nearly the same.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderers' main threads, as `pid:tid`. */
function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') threads.add(`${event.pid}:${event.tid}`);
  }
  return threads;
}

/** Rewrites `events` in place; returns the wall time and CPU time of the tasks that have both, in microseconds. */
export function compressTasksToCpuTime(events: TraceEvent[]): { wall: number; cpu: number } {
  const threads = rendererMainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!threads.has(key) || event.ph === 'M') continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(event);
  }
  let wall = 0;
  let cpu = 0;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task: TraceEvent | null = null;
    let start = 0;
    let end = 0;
    let ratio = 1;
    for (const event of list) {
      if (task && event.ts >= end) task = null;
      if (!task && event.ph === 'X' && TASKS.has(event.name) && event.dur && event.tdur !== undefined) {
        task = event;
        start = event.ts;
        end = event.ts + event.dur;
        ratio = Math.min(1, event.tdur / event.dur);
        wall += event.dur;
        cpu += event.tdur;
        event.dur *= ratio;
        continue;
      }
      if (!task) continue;
      event.ts = start + (event.ts - start) * ratio;
      if (event.dur !== undefined) event.dur *= ratio;
    }
  }
  return { wall, cpu };
}
