import { parseArgs } from 'node:util';
import type { Db } from './catalogue/db.ts';
import { operatorName, runOnCatalogue, UsageError } from './catalogue-command.ts';
import { planFeedTimeRepair, setShopFeedTime, undoFeedTimeRepair } from './catalogue/feed-time-repair.ts';
import { mapCategoryBySlug } from './catalogue/shop-mapping.ts';
import { describeFacts, saveFacts } from './catalogue/shop-facts-edit.ts';
import { listShops, readShopFacts, saveShopFacts } from './catalogue/shops.ts';
import { applyFactOptions, FACT_ARGS, FACT_USAGE } from './shop-facts-cli.ts';
import type { ShopFacts } from '../src/domain/shop-facts.ts';
import { upsertShop } from './catalogue/store.ts';
import { minorToDecimal } from '../src/domain/money.ts';
import { readAtOption } from './ingest/feed-time.ts';
import { withCatalogueLock } from './run-lock.ts';
import { cleanText } from './ingest/control-chars.ts';
import { parseAmount } from './ingest/parse-price.ts';
import { inline, quote } from './ingest/printable.ts';
import { safeHttpUrl } from '../src/lib/safe-url.ts';
import { runCli } from './cli.ts';

const USAGE = `Usage:
  npm run shop -- add <shopId> --name <name> --country MNE|BIH --url <url> [--shipping <default shipping, e.g. 4.90>] [--partial-feed] [facts]
      --partial-feed: the shop's feeds list only what changed, so an item missing from one is not gone
  npm run shop -- edit <shopId> [facts]
${FACT_USAGE}
  npm run shop -- show <shopId>
  npm run shop -- map <shopId> <shop category, e.g. "Računari > Laptopovi"> <our category slug>
  npm run shop -- list
  npm run shop -- set-feed-time <shopId> --at <ISO time> [--yes] [--force]
      repairs a shop whose last feed time went wrong (a feed stamped in the future): its last feed
      time, and any time of its data later than that, become the given time. Without --yes it says
      what would change; a time before the shop's previous feed or more than 30 days back needs --force
  npm run shop -- undo-feed-time <repair>
      puts back what a set-feed-time changed, while the shop has had no feed since
An edit of facts and a mapping are recorded (npm run product -- history, undo): --by <name>, else the user's name.`;

function addShop(db: Db, id: string | undefined, values: Record<string, string | boolean | undefined>): string {
  const problems: string[] = [];
  if (!id || !/^[a-z0-9][a-z0-9-]*$/.test(id)) problems.push('<shopId> must be lowercase letters, digits and hyphens, e.g. tehno-shop');
  // Stored as the ingest stores feed text: it reaches the site and history.csv.
  const name = typeof values.name === 'string' ? cleanText(values.name) : '';
  if (typeof values.name !== 'string' || !values.name.trim()) problems.push('--name is required');
  else if (!name) problems.push('--name has no text once control characters are removed');
  if (values.country !== 'MNE' && values.country !== 'BIH') problems.push('--country must be MNE or BIH');
  const url = typeof values.url === 'string' ? safeHttpUrl(values.url) : null;
  if (!url) problems.push('--url must be an http(s) address of the shop');
  let shippingMinor = 0;
  if (typeof values.shipping === 'string') {
    const shipping = parseAmount(values.shipping, values.country === 'BIH' ? 'BAM' : 'EUR');
    if ('error' in shipping) problems.push(`--shipping: ${shipping.error}`);
    else shippingMinor = shipping.minor;
  }
  const facts = applyFactOptions(readShopFacts(db, id ?? '') ?? {}, values);
  if ('problems' in facts) throw new UsageError([...problems, ...facts.problems].join('\n'));
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  upsertShop(db, {
    id: id as string,
    name,
    country: values.country as 'MNE' | 'BIH',
    url: url as string,
    shippingMinor,
    isSample: false,
    partialFeed: values['partial-feed'] === true,
  });
  saveShopFacts(db, id as string, facts.facts);
  return `Shop ${id} saved${values['partial-feed'] === true ? ' (partial feeds: missing items are not gone)' : ''}.`;
}

/** A known shop's facts, or a usage error that says how to find the shops. */
function factsOf(db: Db, id: string | undefined): ShopFacts {
  const facts = id ? readShopFacts(db, id) : undefined;
  if (!facts) throw new UsageError(`Unknown shop ${quote(id ?? '')}: npm run shop -- list shows the shops.`);
  return facts;
}

function editShop(db: Db, id: string | undefined, values: Record<string, unknown>): string {
  const edited = applyFactOptions(factsOf(db, id), values);
  if ('problems' in edited) throw new UsageError(`Nothing changed:\n${edited.problems.join('\n')}`);
  return withCatalogueLock('shop edit', () => saveFacts(db, operatorName(values.by as string | undefined), id as string, edited.facts));
}

function showShop(db: Db, id: string | undefined): string {
  return `${id}: ${describeFacts(factsOf(db, id))}`;
}

function printShops(db: Db): string {
  const rows = listShops(db);
  if (rows.length === 0) return 'No shops yet: npm run shop -- add <shopId> ...';
  // One line per shop, one cell per value: a tab or newline in a name must not shift either.
  const cell = (value: string | number | null | undefined) => inline(String(value ?? '-'), 200);
  return rows
    .map(
      (row) =>
        `${cell(row.id)}\t${cell(row.country)}\t${cell(row.name)}${row.is_sample ? ' (sample)' : ''}\t${cell(row.url)}` +
        `\tshipping ${minorToDecimal(row.shipping_minor)}\toffers ${row.offers}\tcategory mappings ${row.mappings}` +
        `\tlast feed ${cell(row.last_feed_at)}${row.partial_feed ? '\tpartial feeds' : ''}`,
    )
    .join('\n');
}

function setFeedTime(db: Db, shopId: string | undefined, values: { at?: string; yes?: boolean; force?: boolean }): string {
  if (!shopId || !values.at) throw new UsageError('set-feed-time takes <shopId> --at <ISO time> [--yes] [--force]');
  let time: string;
  try {
    time = readAtOption(values.at);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return withCatalogueLock('shop set-feed-time', () => {
    const plan = planFeedTimeRepair(db, shopId, time, Date.now());
    if (!plan) throw new UsageError(`Unknown shop ${quote(shopId)}: npm run shop -- list shows the shops.`);
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    const change =
      `${shopId}: last feed ${plan.previous ?? 'none'} -> ${time}; ${count(plan.points, 'price point')} of ${count(plan.offers, 'offer')} ` +
      `on ${count(plan.days, 'day')} after it fold into one point each at ${time}`;
    if (plan.refusals.length > 0 && !values.force)
      throw new UsageError(`Refused: ${plan.refusals.join('; ')}. Check --at; give --force if that is the time you mean.\n${change}.`);
    if (!values.yes) throw new UsageError(`Nothing changed yet: ${change}. Run again with --yes to make the change (it can be undone).`);
    const id = setShopFeedTime(db, shopId, time);
    return `Repair ${id}: ${change}. Undo: npm run shop -- undo-feed-time ${id}`;
  });
}

function undoFeedTime(db: Db, id: string | undefined): string {
  if (!id || !/^[1-9]\d*$/.test(id)) throw new UsageError('undo-feed-time takes the repair number set-feed-time printed');
  return withCatalogueLock('shop undo-feed-time', () => {
    const undone = undoFeedTimeRepair(db, Number(id));
    if (typeof undone === 'string') throw new UsageError(undone);
    return `Repair ${id} undone: ${undone.shop}'s last feed is ${undone.restored ?? 'none'} again, its data as it was.`;
  });
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      country: { type: 'string' },
      url: { type: 'string' },
      shipping: { type: 'string' },
      'partial-feed': { type: 'boolean' },
      at: { type: 'string' },
      yes: { type: 'boolean' },
      force: { type: 'boolean' },
      by: { type: 'string' },
      ...FACT_ARGS,
    },
  });
  const [command, ...rest] = positionals;
  return runOnCatalogue((db) => {
    if (command === 'add') return addShop(db, rest[0], values);
    if (command === 'edit') return editShop(db, rest[0], values);
    if (command === 'show') return showShop(db, rest[0]);
    if (command === 'map')
      return withCatalogueLock('shop map', () => mapCategoryBySlug(db, operatorName(values.by), rest[0], rest[1], rest[2]));
    if (command === 'list') return printShops(db);
    if (command === 'set-feed-time') return setFeedTime(db, rest[0], values);
    if (command === 'undo-feed-time') return undoFeedTime(db, rest[0]);
    throw new UsageError(USAGE);
  });
}

runCli(import.meta.url, main);
