import { foldSearchText } from '../../src/search/text.ts';
import { spellInchMarks } from '../../src/search/units.ts';

/**
 * What a title says that names no product, or names it in a form other titles write otherwise:
 * shop codes, prices, discounts, warranty terms, core counts, sockets, form factors, power
 * supplies' efficiency labels. Each pattern is linear (no nested quantifiers).
 */
const STRIP: [RegExp, string][] = [
  [/\b(?:sifra|sku|art|artikal|kod|id|plu)\b\W{0,3}[a-z0-9-]*\d[a-z0-9-]*/g, ' '],
  [/\[\s*\d+\s*\]/g, ' '],
  [/(?<!\d)-?\d+\s*%/g, ' '],
  [/(?<![\d.,])\d+(?:[.,]\d+)?\s*(?:eur|km|bam|€)(?![a-z])/g, ' '],
  [/(?<!\d)\d+\s*(?:mj|mjes|mjeseci|meseci|mes|god|godine|godina|months|years)\b/g, ' '],
  [/\b80\s*(?:\+|plus)(?:\s*(?:gold|bronze|silver|platinum|titanium|white))?/g, ' '],
  [/\b\d+\s*-?\s*(?:core|cores|jezgr\w*)\b/g, ' '],
  [/\b\d+\s*c\s*\/\s*\d+\s*t\b/g, ' '],
  [/\bs\.\s*\d{3,4}\b/g, ' '],
  [/\bm\.?\s?2(?:\s*22[348]0)?\b/g, ' '],
  [/\b22[348]0\b/g, ' '],
  [/\(?(?<!\d)\d+\s*x\s*\d+\s*gb\)?/g, ' '],
  [/\bultra\s*hd\b/g, ' uhd '],
  [/\bsuper\s*fast\b/g, ' '],
  [/\bps([2-5])\b/g, ' playstation $1 '],
  [/\b(\d+)(?:st|nd|rd|th)\b/g, ' $1 '],
  [/\b(\d+)\.?\s*(?:generacija|generacije|generation|gen)\b/g, ' $1 '],
  [/\bfan\s+edition\b/g, ' fe '],
  [/\bhigh\s+yield\b/g, ' highyield '],
  [/\bwi[\s-]?fi\b/g, ' wifi '],
  [/\bdigitaln\w*\s+(?:verzij|izdanj|edicij)\w*/g, ' digital '],
  [/\bmini\s+pc\b/g, ' pc '],
  [/\btis\b/g, ' ti super '],
  [/\b(\d{4})\s*mhz\b/g, ' $1 '],
  [/\b\d{3,4}\s*x\s*\d{3,4}\b/g, ' '],
  [/\b\d+\s*cm\b/g, ' '],
  [/\b\d+\s*mm\b/g, ' '],
  [/\(?\b\d{1,2}\s*-?\s*(?:pack|pak|kom|komada|pcs)\b\)?/g, ' '],
];

/** The folded title, `S24+` and `P3+` read as `plus`, `2×16` as `2x16`: what sizes and packs are read from. */
export function foldTitle(title: string): string {
  return foldSearchText(spellInchMarks(title.replace(/[×✕]/g, 'x'))).replace(/([a-z0-9])\+(?=\s|$|[^a-z0-9])/g, '$1 plus ');
}

/** The folded title without what STRIP removes. */
export function cleanTitle(folded: string): string {
  let text = folded;
  for (const [pattern, replacement] of STRIP) text = text.replace(pattern, replacement);
  return text;
}

/** Decimal numbers and their units are specs (`3.5 GHz`, `6.1"`, `PCIe 4.0`), never a model's number. */
export const DECIMAL = /(?<![\d.,])\d+[.,]\d+\s*[a-z]*/g;

/** A brand's one spelling: folded, without separators, its other names as the usual one (`wd` is `westerndigital`). */
const BRAND_ALIASES: Record<string, string> = { wd: 'westerndigital', hewlettpackard: 'hp' };

export function brandKey(text: string): string {
  const key = foldSearchText(text).replace(/[^a-z0-9]/g, '');
  return BRAND_ALIASES[key] ?? key;
}

/** A known brand written in the title, one word or two (`TP Link`, `Western Digital`), in its one spelling. */
export function brandInTitle(words: string[], known: ReadonlySet<string>): string | null {
  for (let index = 0; index < words.length; index += 1) {
    const one = brandKey(words[index] as string);
    if (known.has(one) || BRAND_ALIASES[one]) return BRAND_ALIASES[one] ?? one;
    const two = brandKey(`${words[index]}${words[index + 1] ?? ''}`);
    if (index + 1 < words.length && known.has(two)) return two;
  }
  return null;
}
