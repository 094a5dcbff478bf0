import { expect, test } from 'vitest';
import { HistoryPacker, pointCount, unpackPoints } from './offer-history.ts';

test("packed points come back as the domain's history points, times to the millisecond", () => {
  const packer = new HistoryPacker();
  const rows = [
    {
      at: '2026-11-19T23:59:59.999Z',
      price_minor: 79900,
      sale_price_minor: null,
      shipping_minor: 500,
      currency: 'EUR',
      availability: 'in_stock',
    },
    {
      at: '2026-11-20T00:00:00.000Z',
      price_minor: 155000,
      sale_price_minor: 149900,
      shipping_minor: 0,
      currency: 'BAM',
      availability: 'backorder',
      delivery_min_days: 1,
      delivery_max_days: 3,
    },
  ] as const;
  for (const row of rows) packer.add(row);
  const packed = packer.take();
  expect(pointCount(packed)).toBe(2);
  expect(unpackPoints(packed)).toEqual([
    {
      at: rows[0].at,
      priceMinor: 79900,
      salePriceMinor: null,
      shippingMinor: 500,
      currency: 'EUR',
      availability: 'in_stock',
      delivery: null,
    },
    {
      at: rows[1].at,
      priceMinor: 155000,
      salePriceMinor: 149900,
      shippingMinor: 0,
      currency: 'BAM',
      availability: 'backorder',
      delivery: { min: 1, max: 3 },
    },
  ]);
  expect(pointCount(packer.take())).toBe(0);
});

test('the largest amount the ingest accepts, a zero sale price, a far date and 90 days to arrive survive packing', () => {
  const packer = new HistoryPacker();
  const row = {
    at: '2099-12-31T23:59:59.123Z',
    price_minor: 1_000_000_000,
    sale_price_minor: 0,
    shipping_minor: 1_000_000_000,
    currency: 'BAM',
    availability: 'preorder',
    delivery_min_days: 0,
    delivery_max_days: 90,
  } as const;
  packer.add(row);
  expect(unpackPoints(packer.take())).toEqual([
    {
      at: row.at,
      priceMinor: 1_000_000_000,
      salePriceMinor: 0,
      shippingMinor: 1_000_000_000,
      currency: 'BAM',
      availability: 'preorder',
      delivery: { min: 0, max: 90 },
    },
  ]);
});
