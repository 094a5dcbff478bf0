import { describe, expect, test } from 'vitest';
import { isStale } from './stale.ts';

describe('isStale', () => {
  test('an offer not confirmed for more than 3 days (72 hours) is stale', () => {
    expect(isStale('2026-11-17T06:00:00.000Z', '2026-11-20T06:00:00.000Z')).toBe(false);
    expect(isStale('2026-11-17T06:00:00.000Z', '2026-11-20T06:00:00.001Z')).toBe(true);
    expect(isStale('2026-11-20T05:00:00.000Z', '2026-11-20T06:00:00.000Z')).toBe(false);
  });
});
