import { expect, test } from 'vitest';
import { formatReport } from './format-report.ts';
import type { IngestReport } from './ingest-feed.ts';

const report = (id: string, detail = 'price "free" is not a number with a currency'): IngestReport => ({
  shop: 'tehno',
  file: 'feeds/tehno/2026-11-01.tsv',
  format: 'gmc-tsv',
  at: '2026-11-01T00:00:00.000Z',
  items: 1,
  newOffers: 0,
  productsCreated: 0,
  newSources: [],
  priceChanges: 0,
  unchanged: 0,
  rejected: 1,
  rejectedByReason: { 'bad price': 1 },
  rejections: [{ item: 1, line: 2, id, reason: 'bad price', detail }],
  unmatched: 0,
  gone: 0,
  goneWithheld: null,
  dropped: 0,
  drops: [],
});

test('a feed id cannot add lines to the report, and is shown cut short', () => {
  const lines = formatReport(report('X\n  gone            0\r\n\tunmatched 9')).split('\n');
  expect(lines).toHaveLength(11);
  expect(lines[10]).toBe('    item 1 (line 2, id "X   gone            0  unmatched 9"): price "free" is not a number with a currency');
  const long = formatReport(report(`Y${'y'.repeat(100_000)}`)).split('\n')[10];
  expect(long).toBe(`    item 1 (line 2, id "Y${'y'.repeat(39)}…"): price "free" is not a number with a currency`);
});

test('a rejection detail stays on its line too', () => {
  const lines = formatReport(report('A-1', 'shipping: price "5\nfake line" is not a number')).split('\n');
  expect(lines).toHaveLength(11);
  expect(lines[10]).toBe('    item 1 (line 2, id "A-1"): shipping: price "5 fake line" is not a number');
});
