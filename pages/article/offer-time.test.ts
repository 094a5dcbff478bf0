import { describe, expect, test } from 'vitest';
import { formatCheckedTime, formatTimeAgo } from './offer-time.ts';

const NOW = Date.parse('2026-11-23T09:30:00.000Z');

describe('formatTimeAgo', () => {
  test('tells the time in the largest whole unit, in the page language', () => {
    expect(formatTimeAgo('2026-11-23T06:00:00.000Z', NOW, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-20T06:00:00.000Z', NOW, 'en')).toBe('3 days ago');
    expect(formatTimeAgo('2026-11-22T06:00:00.000Z', NOW, 'en')).toBe('yesterday');
    expect(formatTimeAgo('2026-11-23T09:05:00.000Z', NOW, 'en')).toBe('25 minutes ago');
    expect(formatTimeAgo('2026-11-20T06:00:00.000Z', NOW, 'de')).toBe('vor 3 Tagen');
    expect(formatTimeAgo('2026-11-23T06:00:00.000Z', NOW, 'sr')).toBe('pre 3 sata');
    // Montenegrin and Bosnian are ijekavian.
    expect(formatTimeAgo('2026-11-15T06:00:00.000Z', NOW, 'me')).toBe('prije 8 dana');
    expect(formatTimeAgo('2026-11-15T06:00:00.000Z', NOW, 'ba')).toBe('prije 8 dana');
    expect(formatTimeAgo('2026-11-22T06:00:00.000Z', NOW, 'me')).toBe('juče');
    expect(formatTimeAgo('2026-11-22T06:00:00.000Z', NOW, 'ba')).toBe('jučer');
  });

  test('a time after "now" (a visitor clock behind ours) is now, not in the future', () => {
    expect(formatTimeAgo('2026-11-23T10:00:00.000Z', NOW, 'en')).toBe('now');
  });
});

describe('formatCheckedTime', () => {
  test('the date in the page language and the UTC time', () => {
    expect(formatCheckedTime('2026-11-20T06:00:00.000Z', 'sr')).toBe('20.11.2026. 06:00 UTC');
    expect(formatCheckedTime('2026-11-20T23:30:00.000Z', 'de')).toBe('20.11.2026 23:30 UTC');
  });
});
