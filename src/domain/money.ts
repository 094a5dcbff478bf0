import type { InferOutput } from 'valibot';
import type { Currency } from '../../sites/index.ts';
import { BAM_TO_EUR, EUR_TO_BAM } from './rules.ts';
import type { MoneySchema } from './schemas.ts';

/** An amount in integer minor units (cents, feninga) of a currency. */
export type Money = InferOutput<typeof MoneySchema>;

/** An amount shown in another currency than the shop's is marked as converted (docs/price-rules.md). */
export interface DisplayMoney {
  money: Money;
  converted: boolean;
}

const RATES: Record<Currency, Record<Currency, number>> = {
  EUR: { EUR: 1, BAM: EUR_TO_BAM },
  BAM: { BAM: 1, EUR: BAM_TO_EUR },
};

/** Converts at the display rates of rules.ts, rounded to whole minor units. */
export function convertMoney(money: Money, to: Currency): Money {
  if (money.currency === to) return money;
  return { minor: Math.round(money.minor * RATES[money.currency][to]), currency: to };
}

/** The amount in the site's currency, marked when it had to be converted. */
export function toDisplayMoney(money: Money, siteCurrency: Currency): DisplayMoney {
  return { money: convertMoney(money, siteCurrency), converted: money.currency !== siteCurrency };
}

/** The currency a converted amount came from: there are two, so it is the other one. */
export function otherCurrency(currency: Currency): Currency {
  return currency === 'EUR' ? 'BAM' : 'EUR';
}

/** Minor units as a decimal with two places (both currencies have cents), without float rounding: 1999 is "19.99". */
export function minorToDecimal(minor: number): string {
  const whole = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} to ${b.currency}`);
  return { minor: a.minor + b.minor, currency: a.currency };
}

/** The lowest amount; on a tie the first one given. Null when there is none. */
export function lowestMoney(amounts: Iterable<Money>): Money | null {
  let lowest: Money | null = null;
  for (const money of amounts) if (!lowest || money.minor < lowest.minor) lowest = money;
  return lowest;
}

/** The highest amount; on a tie the first one given. Null when there is none. */
export function highestMoney(amounts: Iterable<Money>): Money | null {
  let highest: Money | null = null;
  for (const money of amounts) if (!highest || money.minor > highest.minor) highest = money;
  return highest;
}
