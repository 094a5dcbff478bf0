import * as v from 'valibot';
import { cleanText } from './ingest/control-chars.ts';
import { ShopFactsSchema, type ShopFacts } from '../src/domain/shop-facts.ts';

/** Each fact's option (`--returns-days`), its key in ShopFacts, and whether it takes a comma-separated list. */
const FACT_OPTIONS = [
  ['company', 'company'],
  ['address', 'address'],
  ['company-country', 'country'],
  ['registration', 'registration'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['payment', 'payments', 'list'],
  ['delivers-to', 'deliversTo', 'list'],
  ['ships-from', 'shipsFrom'],
  ['customs', 'customs'],
  ['returns-days', 'returnsDays', 'number'],
  ['warranty', 'warranty'],
] as const satisfies readonly (readonly [string, keyof ShopFacts, ('list' | 'number')?])[];

export const FACT_USAGE = `      facts, each left out where the shop did not give it:
      --company <registered name> --address <address> --company-country MNE|BIH|SRB|HRV|SVN|MKD|ALB
      --registration <PIB or JIB> --email <address> --phone <number>
      --payment card,cash-on-delivery,bank-transfer,installments --delivers-to MNE,BIH
      --ships-from <country its parcels leave from> --customs included|extra (when that is abroad)
      --returns-days <days to send an item back> --warranty shop|manufacturer (who takes a claim)
      --clear <fact options, e.g. phone,customs> removes facts`;

/** The fact options parseArgs takes. */
export const FACT_ARGS = Object.fromEntries([
  ...FACT_OPTIONS.map(([option]) => [option, { type: 'string' }]),
  ['clear', { type: 'string' }],
]) as Record<string, { type: 'string' }>;

/**
 * A shop's facts with the command's options applied to `current`: each given option sets its
 * fact, `--clear` removes the named ones. Problems come back as lines that say the option, what is
 * wrong and what it takes, and nothing is changed.
 */
export function applyFactOptions(current: ShopFacts, values: Record<string, unknown>): { facts: ShopFacts } | { problems: string[] } {
  const next: Record<string, unknown> = { ...current };
  const problems: string[] = [];
  const byOption = new Map<string, (typeof FACT_OPTIONS)[number]>(FACT_OPTIONS.map((entry) => [entry[0], entry]));
  const cleared = typeof values.clear === 'string' ? values.clear.split(',').map((name) => name.trim().replace(/^--/, '')) : [];
  for (const name of cleared) {
    const entry = byOption.get(name);
    if (entry) delete next[entry[1]];
    else problems.push(`--clear: no fact ${JSON.stringify(name)}; the facts are ${FACT_OPTIONS.map(([option]) => option).join(', ')}`);
  }
  for (const [option, key, kind] of FACT_OPTIONS) {
    const given = values[option];
    if (typeof given !== 'string') continue;
    const value = cleanText(given);
    next[key] =
      kind === 'list'
        ? value.split(',').map((item) => item.trim())
        : kind === 'number'
          ? /^\d+$/.test(value)
            ? Number(value)
            : NaN
          : value;
  }
  const parsed = v.safeParse(ShopFactsSchema, next);
  if (!parsed.success) {
    const optionOf = new Map<string, string>(FACT_OPTIONS.map(([option, key]) => [key, option]));
    for (const issue of parsed.issues) {
      const first = issue.path?.[0]?.key;
      const key = typeof first === 'string' ? first : '';
      const choices = issue.type === 'picklist' && issue.expected ? issue.expected.replace(/[()"]/g, '').replaceAll(' | ', ', ') : null;
      const message = choices ? `${JSON.stringify(issue.input)} is not one of ${choices}` : issue.message;
      problems.push(`--${optionOf.get(key) ?? key}: ${message}`);
    }
  }
  return problems.length > 0 ? { problems } : { facts: parsed.output as ShopFacts };
}
