import type { Affixes, NumberSymbols } from './number-format.ts';

/** A positive number's text before and after its digits; a negative one has a minus before both. */
const affixes = (before: string, after: string): Affixes => ({ positive: [before, after], negative: [`-${before}`, after] });
/** A currency's sign after the amount, or before it. */
const signAfter = (sign: string) => ({ sign, ...affixes('', `\u00a0${sign}`) });
const signBefore = (sign: string, gap = '') => ({ sign, ...affixes(`${sign}${gap}`, '') });

const plain = affixes('', '');

/**
 * How each language the site formats in writes numbers, as Node's and Chromium's Intl print them
 * (ICU's data; number-format.test.ts derives them again from Node's and fails when they differ).
 * Keyed by the tag the site formats with (`formatLocale`).
 */
export const NUMBER_SYMBOLS: Readonly<Record<string, NumberSymbols>> = {
  'sr-Latn': {
    decimal: ',',
    group: '.',
    minimumGrouping: 1,
    plain,
    percent: affixes('', '%'),
    currency: { EUR: signAfter('€'), BAM: signAfter('KM') },
  },
  en: {
    decimal: '.',
    group: ',',
    minimumGrouping: 1,
    plain,
    percent: affixes('', '%'),
    currency: { EUR: signBefore('€'), BAM: signBefore('BAM', '\u00a0') },
  },
  ru: {
    decimal: ',',
    group: '\u00a0',
    minimumGrouping: 1,
    plain,
    percent: affixes('', '\u00a0%'),
    currency: { EUR: signAfter('€'), BAM: signAfter('BAM') },
  },
  de: {
    decimal: ',',
    group: '.',
    minimumGrouping: 1,
    plain,
    percent: affixes('', '\u00a0%'),
    currency: { EUR: signAfter('€'), BAM: signAfter('BAM') },
  },
  tr: {
    decimal: ',',
    group: '.',
    minimumGrouping: 1,
    plain,
    percent: affixes('%', ''),
    currency: { EUR: signBefore('€'), BAM: signBefore('BAM', '\u00a0') },
  },
};
