import { MAX_DELIVERY_DAYS, type DeliveryDays } from '../../src/domain/delivery.ts';
import { quote } from './printable.ts';
import type { RawField, RawShipping } from './raw-item.ts';

/** What a feed item says of its delivery time: the days, or none; and why a stated time was dropped. */
export interface DeliveryReading {
  delivery: DeliveryDays | null;
  dropped: string | null;
}

type Pair = { days: DeliveryDays } | { error: string } | null;

const NOTHING: DeliveryReading = { delivery: null, dropped: null };

/**
 * A range of working days as a feed writes it: whole numbers from 0, the most at least the fewest.
 * Only the most given: the range is that day (Google makes the fewest optional); only the fewest: an error.
 */
function readPair(minText: string | undefined, maxText: string | undefined, names: [string, string]): Pair {
  if (minText === undefined && maxText === undefined) return null;
  const [minName, maxName] = names;
  if (maxText === undefined) return { error: `${minName} is given without ${maxName}` };
  const whole = (text: string, name: string) =>
    /^\d{1,9}$/.test(text) ? Number(text) : `${name} ${quote(text)} is not a whole number of days`;
  const max = whole(maxText, maxName);
  const min = minText === undefined ? max : whole(minText, minName);
  if (typeof min === 'string') return { error: min };
  if (typeof max === 'string') return { error: max };
  if (max < min) return { error: `${maxName} ${max} is less than ${minName} ${min}` };
  return { days: { min, max } };
}

/** The sum of two ranges (fewest with fewest, most with most), or the first error. */
function sum(a: Pair, b: Pair): Pair {
  if (a && 'error' in a) return a;
  if (b && 'error' in b) return b;
  if (!a || !b) return null;
  return { days: { min: a.days.min + b.days.min, max: a.days.max + b.days.max } };
}

function settle(pair: Pair, what: string): DeliveryReading {
  if (!pair) return NOTHING;
  if ('error' in pair) return { delivery: null, dropped: `delivery time dropped: ${pair.error}` };
  if (pair.days.max > MAX_DELIVERY_DAYS) {
    return { delivery: null, dropped: `delivery time dropped: ${what} of ${pair.days.max} working days is over ${MAX_DELIVERY_DAYS}` };
  }
  return { delivery: pair.days, dropped: null };
}

/**
 * The delivery time of a feed item (docs/decisions/034-delivery-time.md). CNJExport states it
 * whole (`deliveryTimeMin`/`deliveryTimeMax`). Google Merchant Center states handling time (on
 * the shipping rule, else on the item) and transit time (on the shipping rule); delivery is their
 * sum, and one without the other says nothing of when the parcel arrives.
 */
export function readDeliveryDays(field: (name: RawField) => string | undefined, rule: RawShipping | undefined): DeliveryReading {
  const stated = readPair(field('delivery_time_min'), field('delivery_time_max'), ['deliveryTimeMin', 'deliveryTimeMax']);
  if (stated) return settle(stated, 'a delivery time');
  // The rule's handling time replaces the item's whole: its fewest and most are never mixed with the item's.
  const ruleHandling = rule?.minHandling !== undefined || rule?.maxHandling !== undefined;
  const handling = readPair(
    ruleHandling ? rule?.minHandling : field('min_handling_time'),
    ruleHandling ? rule?.maxHandling : field('max_handling_time'),
    ['min_handling_time', 'max_handling_time'],
  );
  const transit = readPair(rule?.minTransit, rule?.maxTransit, ['min_transit_time', 'max_transit_time']);
  if ((handling && transit) || (handling && 'error' in handling) || (transit && 'error' in transit)) {
    return settle(sum(handling, transit) ?? handling ?? transit, 'handling and transit');
  }
  const label = field('transit_time_label');
  if (!handling && !transit) {
    return label
      ? {
          delivery: null,
          dropped: `delivery time unknown: transit_time_label ${quote(label)} names a table in the shop's Merchant Center account, which the feed does not carry`,
        }
      : NOTHING;
  }
  const given = handling ? 'handling time' : 'transit time';
  const missing = handling ? 'transit time (min_transit_time, max_transit_time in the shipping rule)' : 'handling time';
  return { delivery: null, dropped: `delivery time unknown: the ${given} is given without a ${missing}` };
}
