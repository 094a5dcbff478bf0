import type { NumberSymbols } from './number-format.ts';

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
    plain: { positive: ['', ''], negative: ['-', ''] },
    percent: { positive: ['', '%'], negative: ['-', '%'] },
    currency: {
      EUR: { sign: '€', positive: ['', '\u00a0€'], negative: ['-', '\u00a0€'] },
      BAM: { sign: 'KM', positive: ['', '\u00a0KM'], negative: ['-', '\u00a0KM'] },
    },
  },
  en: {
    decimal: '.',
    group: ',',
    minimumGrouping: 1,
    plain: { positive: ['', ''], negative: ['-', ''] },
    percent: { positive: ['', '%'], negative: ['-', '%'] },
    currency: {
      EUR: { sign: '€', positive: ['€', ''], negative: ['-€', ''] },
      BAM: { sign: 'BAM', positive: ['BAM\u00a0', ''], negative: ['-BAM\u00a0', ''] },
    },
  },
  ru: {
    decimal: ',',
    group: '\u00a0',
    minimumGrouping: 1,
    plain: { positive: ['', ''], negative: ['-', ''] },
    percent: { positive: ['', '\u00a0%'], negative: ['-', '\u00a0%'] },
    currency: {
      EUR: { sign: '€', positive: ['', '\u00a0€'], negative: ['-', '\u00a0€'] },
      BAM: { sign: 'BAM', positive: ['', '\u00a0BAM'], negative: ['-', '\u00a0BAM'] },
    },
  },
  de: {
    decimal: ',',
    group: '.',
    minimumGrouping: 1,
    plain: { positive: ['', ''], negative: ['-', ''] },
    percent: { positive: ['', '\u00a0%'], negative: ['-', '\u00a0%'] },
    currency: {
      EUR: { sign: '€', positive: ['', '\u00a0€'], negative: ['-', '\u00a0€'] },
      BAM: { sign: 'BAM', positive: ['', '\u00a0BAM'], negative: ['-', '\u00a0BAM'] },
    },
  },
  tr: {
    decimal: ',',
    group: '.',
    minimumGrouping: 1,
    plain: { positive: ['', ''], negative: ['-', ''] },
    percent: { positive: ['%', ''], negative: ['-%', ''] },
    currency: {
      EUR: { sign: '€', positive: ['€', ''], negative: ['-€', ''] },
      BAM: { sign: 'BAM', positive: ['BAM\u00a0', ''], negative: ['-BAM\u00a0', ''] },
    },
  },
};
