import { expect, test } from 'vitest';
import { cpuSlowdownFor } from './lighthouse.ts';

test("the calibrated CPU slowdown follows Lighthouse's calculator: 4x on a high-end desktop, less on a slower host", () => {
  expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
  expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
  expect(cpuSlowdownFor(1300)).toBe(3);
  expect(cpuSlowdownFor(1050)).toBe(2.5);
  expect(cpuSlowdownFor(800)).toBe(2);
  expect(cpuSlowdownFor(150)).toBe(1);
  expect(cpuSlowdownFor(60)).toBe(1);
});
