/** The GS1 check digit for the digits of a GTIN without its last digit. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 with a correct check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

/** GTIN-12 and zero-led GTIN-14 as the GTIN-13 they equal, so one product has one key. */
export function normaliseGtin(gtin: string): string {
  if (gtin.length === 12) return `0${gtin}`;
  if (gtin.length === 14 && gtin.startsWith('0')) return gtin.slice(1);
  return gtin;
}

/**
 * Whether identifiers say which product an item is: a GTIN that is not one digit repeated
 * (`0000000000000` has a valid check digit), an MPN of four characters or more with a digit
 * (not `N/A`, `-`, `0`, `nema`). Others match nothing and make nothing.
 */
export const identifiesGtin = (gtin: string | null): gtin is string => gtin !== null && !/^(\d)\1+$/.test(gtin);

export function identifiesMpn(mpn: string | null): mpn is string {
  const compact = mpn?.replace(/[^0-9a-z]/gi, '') ?? '';
  return compact.length >= 4 && /\d/.test(compact) && !/^(\d)\1+$/.test(compact);
}
