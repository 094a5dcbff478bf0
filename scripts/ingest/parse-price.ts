import type { Currency } from '../../sites/index.ts';
import type { Money } from '../../src/lib/money.ts';

const CURRENCY_WORDS: Record<string, Currency> = { EUR: 'EUR', '€': 'EUR', BAM: 'BAM', KM: 'BAM', 'KM.': 'BAM' };

/**
 * Reads a feed price: `1299.00 EUR`, `1.299,00 EUR`, `1 299,00 KM`, `€1,299.00`, or a bare
 * number with `fallbackCurrency`. A separator followed by exactly three digits is a
 * thousands separator; one or two digits make it the decimal one.
 */
export function parsePrice(text: string, fallbackCurrency?: Currency): Money | { error: string } {
  const compact = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  const match = /^([A-Za-z€.]*)\s*([-+]?[\d.,' ]*\d)\s*([A-Za-z€.]*)$/.exec(compact);
  if (!match) return { error: `price "${text}" is not a number with a currency` };
  const word = (match[1] || match[3] || '').toUpperCase();
  const currency = word ? CURRENCY_WORDS[word] : fallbackCurrency;
  if (!currency) return { error: word ? `currency "${word}" is not EUR or BAM` : `price "${text}" has no currency` };
  const written = (match[2] ?? '').replace(/[ ']/g, '');
  const last = Math.max(written.lastIndexOf('.'), written.lastIndexOf(','));
  const decimals = last < 0 ? 0 : written.length - last - 1;
  let digits: string;
  if (last < 0) digits = written;
  else if (decimals === 3) {
    if (!/^\d{1,3}(\.\d{3})+$|^\d{1,3}(,\d{3})+$/.test(written)) return { error: `price "${text}" is ambiguous: use two decimals` };
    digits = written.replace(/[.,]/g, '');
  } else if (decimals === 1 || decimals === 2) digits = `${written.slice(0, last).replace(/[.,]/g, '')}.${written.slice(last + 1)}`;
  else return { error: `price "${text}" has ${decimals} decimals` };
  const value = Number(digits);
  if (!Number.isFinite(value)) return { error: `price "${text}" is not a number` };
  if (value <= 0) return { error: `price "${text}" is not above zero` };
  return { minor: Math.round(value * 100), currency };
}
