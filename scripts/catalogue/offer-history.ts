import type { Currency } from '../../sites/index.ts';
import { AVAILABILITIES, type Availability } from '../../src/domain/availability.ts';
import type { HistoryPoint } from '../../src/domain/history.ts';

/**
 * An offer's change points packed in one Float64Array, FIELDS numbers per point, oldest
 * first: a year of history for 20,000 products of ~10 offers each is millions of points,
 * and a packed point costs 48 bytes where a HistoryPoint object with its ISO string costs
 * several times that. Times stay exact (milliseconds), so the domain's day rules see what
 * the catalogue holds.
 */
const FIELDS = 6;
const CURRENCIES: readonly Currency[] = ['EUR', 'BAM'];
const NO_SALE = -1;

export interface HistoryRow {
  at: string;
  price_minor: number;
  sale_price_minor: number | null;
  shipping_minor: number;
  currency: Currency;
  availability: Availability;
}

/** Collects one offer's rows (oldest first) and packs them. */
export class HistoryPacker {
  private values: number[] = [];

  add(row: HistoryRow): void {
    this.values.push(
      Date.parse(row.at),
      row.price_minor,
      row.sale_price_minor ?? NO_SALE,
      row.shipping_minor,
      CURRENCIES.indexOf(row.currency),
      AVAILABILITIES.indexOf(row.availability),
    );
  }

  /** The packed points; the packer starts empty again. */
  take(): Float64Array {
    const packed = Float64Array.from(this.values);
    this.values = [];
    return packed;
  }
}

export function pointCount(packed: Float64Array): number {
  return packed.length / FIELDS;
}

/** The `index`th point as the domain's HistoryPoint. */
export function unpackPoint(packed: Float64Array, index: number): HistoryPoint {
  const base = index * FIELDS;
  const sale = packed[base + 2] as number;
  return {
    at: new Date(packed[base] as number).toISOString(),
    priceMinor: packed[base + 1] as number,
    salePriceMinor: sale === NO_SALE ? null : sale,
    shippingMinor: packed[base + 3] as number,
    currency: CURRENCIES[packed[base + 4] as number] as Currency,
    availability: AVAILABILITIES[packed[base + 5] as number] as Availability,
  };
}

export function unpackPoints(packed: Float64Array): HistoryPoint[] {
  return Array.from({ length: pointCount(packed) }, (_, index) => unpackPoint(packed, index));
}
