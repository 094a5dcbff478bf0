/** Marks NFD splits off letters (Č → C + ˇ), and the letters with a stroke it leaves whole. */
const MARKS = /\p{M}/gu;
const STROKED: Record<string, string> = { đ: 'd', ı: 'i', ł: 'l', ø: 'o' };
const STROKED_LETTERS = /[đıłø]/g;

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(STROKED_LETTERS, (letter) => STROKED[letter] as string);
}

/**
 * Names in alphabetical order as an English collator orders them where their letters differ
 * (compared without accents and case: Č with C, a with A); names alike but for accents or case
 * by their code points, so that no two names tie. The same in Node and every browser, without
 * a collator. A page's first `localeCompare` makes the browser load its
 * collation data, 10-17 ms of the main thread on this machine and four times that on a phone
 * (docs/decisions/069-hydration-in-parts.md).
 */
export function compareText(a: string, b: string): number {
  const first = folded(a);
  const second = folded(b);
  if (first !== second) return first < second ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
