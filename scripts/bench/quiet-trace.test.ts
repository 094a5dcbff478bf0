import { expect, test } from 'vitest';
import { compressTasksToCpuTime, type TraceEvent } from './quiet-trace.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });

test("a renderer's task lasts its CPU time, what happened in it compressed with it; other threads and later events keep their times", () => {
  const task: TraceEvent = { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1000, dur: 100, tdur: 25 };
  const layout: TraceEvent = { name: 'Layout', ph: 'X', pid: 1, tid: 7, ts: 1040, dur: 40, tdur: 10 };
  const begin: TraceEvent = { name: 'ParseHTML', ph: 'B', pid: 1, tid: 7, ts: 1020 };
  const end: TraceEvent = { name: 'ParseHTML', ph: 'E', pid: 1, tid: 7, ts: 1030 };
  const later: TraceEvent = { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1200, dur: 8, tdur: 8 };
  const compositor: TraceEvent = { name: 'RunTask', ph: 'X', pid: 1, tid: 9, ts: 1000, dur: 100, tdur: 10 };
  const events = [thread(1, 7, 'CrRendererMain'), thread(1, 9, 'Compositor'), layout, later, task, begin, end, compositor];

  expect(compressTasksToCpuTime(events)).toEqual({ wall: 108, cpu: 33 });
  expect(task).toMatchObject({ ts: 1000, dur: 25 });
  expect(layout).toMatchObject({ ts: 1010, dur: 10 });
  expect([begin.ts, end.ts]).toEqual([1005, 1007.5]);
  // Nested as before: the layout ends where the task's compressed span allows.
  expect(layout.ts + (layout.dur ?? 0)).toBeLessThanOrEqual(task.ts + (task.dur ?? 0));
  expect(later).toMatchObject({ ts: 1200, dur: 8 });
  expect(compositor).toMatchObject({ ts: 1000, dur: 100 });
});

test('a task without a CPU time, or whose CPU time is not shorter, is left as it was', () => {
  const untimed: TraceEvent = { name: 'RunTask', ph: 'X', pid: 2, tid: 3, ts: 50, dur: 30 };
  const inside: TraceEvent = { name: 'Paint', ph: 'X', pid: 2, tid: 3, ts: 60, dur: 5 };
  const busy: TraceEvent = { name: 'RunTask', ph: 'X', pid: 2, tid: 3, ts: 100, dur: 20, tdur: 20 };
  const events = [thread(2, 3, 'CrRendererMain'), untimed, inside, busy];

  expect(compressTasksToCpuTime(events)).toEqual({ wall: 20, cpu: 20 });
  expect(untimed).toMatchObject({ ts: 50, dur: 30 });
  expect(inside).toMatchObject({ ts: 60, dur: 5 });
  expect(busy).toMatchObject({ ts: 100, dur: 20 });
});
