import { expect, test } from 'vitest';
import { fileNameTime, readAtOption } from './feed-time.ts';

const NOW = Date.parse('2026-12-01T00:00:00Z');

test.each([
  '2026-02-30T08:00Z',
  '2026-02-29T08:00:00Z',
  '2026-04-31T08:00:00+02:00',
  '2026-13-01T08:00Z',
  '2026-00-10T08:00Z',
  '2026-11-00T08:00Z',
  '2026-11-20T24:00Z',
  '2026-11-20T23:60Z',
  '2026-11-20T23:59:60Z',
  '2026-11-20T08:00+24:00',
  '2026-11-20T08:00+01:60',
  '2026-02-30',
])('%s is not a time that exists, so it is refused rather than rolled over', (at) => {
  expect(() => readAtOption(at, NOW)).toThrow(/^--at ".*" is not an ISO 8601 time/);
});

test.each([
  ['2024-02-29T08:00Z', '2024-02-29T08:00:00.000Z'],
  ['2026-11-20T23:59:59.999Z', '2026-11-20T23:59:59.999Z'],
  ['2026-11-20T00:30+01:00', '2026-11-19T23:30:00.000Z'],
  ['2026-11-20T08:00:00-0530', '2026-11-20T13:30:00.000Z'],
  ['2026-11-20', '2026-11-20T00:00:00.000Z'],
])('%s is read as %s', (at, iso) => {
  expect(readAtOption(at, NOW)).toBe(iso);
});

test('a date in the file name counts only when it exists', () => {
  expect(fileNameTime('feeds/tehno/2026-11-20T08-30.tsv')).toBe('2026-11-20T08:30:00.000Z');
  expect(fileNameTime('feeds/tehno/2026-02-30.xml')).toBeNull();
  expect(fileNameTime('feeds/tehno/2026-11-20T25-00.xml')).toBeNull();
});
