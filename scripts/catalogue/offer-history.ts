import type { Currency } from '../../sites/index.ts';
import { AVAILABILITIES, type Availability } from '../../src/domain/availability.ts';
import { deliveryOf } from '../../src/domain/delivery.ts';
import type { HistoryPoint } from '../../src/domain/history.ts';

/**
 * An offer's change points packed in one Uint32Array, FIELDS numbers per point, oldest first:
 * a year of history for 100,000 products is some 5 million points, and a packed point costs
 * 20 bytes where a HistoryPoint object with its ISO string costs several times that (48 as
 * six doubles). Per point: the time's whole seconds since 1970 (good until 2106); price, sale
 * price (NO_SALE when none) and shipping in minor units (the ingest caps amounts at 10^9, below
 * 2^32); then the time's milliseconds, the currency, the availability and the delivery days
 * (fewest and most, 7 bits each, UNKNOWN_DAYS when unknown) in one number. Times stay exact, so
 * the domain's day rules see what the catalogue holds.
 */
const FIELDS = 5;
const CURRENCIES: readonly Currency[] = ['EUR', 'BAM'];
const NO_SALE = 0xffffffff;
/** Delivery days take 7 bits each (the ingest keeps them at most 90); this marks a feed that said none. */
const UNKNOWN_DAYS = 0x7f;

export type PackedHistory = Uint32Array;

export interface HistoryRow {
  at: string;
  price_minor: number;
  sale_price_minor: number | null;
  shipping_minor: number;
  currency: Currency;
  availability: Availability;
  delivery_min_days?: number | null;
  delivery_max_days?: number | null;
}

/** Collects one offer's rows (oldest first) and packs them. */
export class HistoryPacker {
  private values: number[] = [];

  add(row: HistoryRow): void {
    const at = Date.parse(row.at);
    this.values.push(
      Math.floor(at / 1000),
      row.price_minor,
      row.sale_price_minor ?? NO_SALE,
      row.shipping_minor,
      ((row.delivery_max_days ?? UNKNOWN_DAYS) * 2 ** 25 + (row.delivery_min_days ?? UNKNOWN_DAYS) * 2 ** 18 + ((at % 1000) << 8)) |
        (CURRENCIES.indexOf(row.currency) << 4) |
        AVAILABILITIES.indexOf(row.availability),
    );
  }

  /** The packed points; the packer starts empty again. */
  take(): PackedHistory {
    const packed = Uint32Array.from(this.values);
    this.values = [];
    return packed;
  }
}

export function pointCount(packed: PackedHistory): number {
  return packed.length / FIELDS;
}

/**
 * ISO strings of the times seen: a shop's feed time is shared by all its offers' points of that
 * day, so a few thousand times cover a catalogue; formatting each point's anew was a tenth of a
 * rebuild's main thread. Emptied when it grows past the limit.
 */
const isoTimes = new Map<number, string>();
const ISO_TIMES_LIMIT = 200_000;

function isoTime(ms: number): string {
  let iso = isoTimes.get(ms);
  if (iso === undefined) {
    if (isoTimes.size >= ISO_TIMES_LIMIT) isoTimes.clear();
    iso = new Date(ms).toISOString();
    isoTimes.set(ms, iso);
  }
  return iso;
}

/** The `index`th point as the domain's HistoryPoint. */
export function unpackPoint(packed: PackedHistory, index: number): HistoryPoint {
  const base = index * FIELDS;
  const sale = packed[base + 2] as number;
  const codes = packed[base + 4] as number;
  return {
    at: isoTime((packed[base] as number) * 1000 + ((codes >>> 8) & 0x3ff)),
    priceMinor: packed[base + 1] as number,
    salePriceMinor: sale === NO_SALE ? null : sale,
    shippingMinor: packed[base + 3] as number,
    currency: CURRENCIES[(codes >>> 4) & 0xf] as Currency,
    availability: AVAILABILITIES[codes & 0xf] as Availability,
    delivery: unpackDelivery(codes >>> 18),
  };
}

function unpackDelivery(days: number): HistoryPoint['delivery'] {
  const min = days & UNKNOWN_DAYS;
  const max = days >>> 7;
  return min === UNKNOWN_DAYS || max === UNKNOWN_DAYS ? null : deliveryOf(min, max);
}

export function unpackPoints(packed: PackedHistory): HistoryPoint[] {
  return Array.from({ length: pointCount(packed) }, (_, index) => unpackPoint(packed, index));
}
