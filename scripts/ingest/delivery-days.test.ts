import { describe, expect, test } from 'vitest';
import { createCnjXmlParser } from './parsers/cnj-xml.ts';
import { createGmcTsvParser } from './parsers/gmc-tsv.ts';
import { createGmcXmlParser } from './parsers/gmc-xml.ts';
import { parseWith } from './parsers/parser.test-kit.ts';
import type { FeedParser, ItemSink } from './raw-item.ts';
import { validateItem } from './validate-item.ts';

const AT = '2026-11-15T00:00:00.000Z';

/** Each item of the feed as the ingest lands it: its delivery days and why a stated time was dropped. */
function deliveries(create: (onItem: ItemSink) => FeedParser, text: string) {
  return parseWith(create, text).items.map((raw) => {
    const checked = validateItem(raw, { country: 'MNE', at: AT });
    if (!checked.ok) throw new Error(checked.detail);
    return { id: checked.item.shopItemId, delivery: checked.item.delivery, dropped: checked.dropped };
  });
}

const gmcItem = (id: string, inner: string) => `<item>
  <g:id>${id}</g:id><title>Phone ${id}</title><link>https://shop.example/${id}</link>
  <g:price>100.00 EUR</g:price><g:availability>in_stock</g:availability>${inner}
</item>`;
const gmcFeed = (...items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`;
const rule = (times: string) => `<g:shipping><g:country>ME</g:country><g:price>0 EUR</g:price>${times}</g:shipping>`;

describe('Google Merchant Center XML', () => {
  const items = deliveries(
    createGmcXmlParser,
    gmcFeed(
      gmcItem(
        'sum',
        `<g:min_handling_time>0</g:min_handling_time><g:max_handling_time>1</g:max_handling_time>${rule(
          '<g:min_transit_time>1</g:min_transit_time><g:max_transit_time>2</g:max_transit_time>',
        )}`,
      ),
      gmcItem(
        'rule-handling',
        rule(
          '<g:min_handling_time>2</g:min_handling_time><g:max_handling_time>2</g:max_handling_time><g:max_transit_time>3</g:max_transit_time>',
        ),
      ),
      gmcItem('silent', rule('')),
      gmcItem('words', `<g:max_handling_time>soon</g:max_handling_time>${rule('<g:max_transit_time>2</g:max_transit_time>')}`),
      gmcItem(
        'reversed',
        `<g:max_handling_time>1</g:max_handling_time>${rule('<g:min_transit_time>4</g:min_transit_time><g:max_transit_time>2</g:max_transit_time>')}`,
      ),
      gmcItem('negative', `<g:max_handling_time>-1</g:max_handling_time>${rule('<g:max_transit_time>2</g:max_transit_time>')}`),
      gmcItem('huge', `<g:max_handling_time>60</g:max_handling_time>${rule('<g:max_transit_time>45</g:max_transit_time>')}`),
      gmcItem(
        'mixed',
        `<g:min_handling_time>0</g:min_handling_time><g:max_handling_time>9</g:max_handling_time>${rule('<g:max_handling_time>1</g:max_handling_time><g:max_transit_time>2</g:max_transit_time>')}`,
      ),
      gmcItem('label', `<g:transit_time_label>Balkans</g:transit_time_label>${rule('')}`),
      gmcItem('half', `<g:min_handling_time>1</g:min_handling_time><g:max_handling_time>2</g:max_handling_time>${rule('')}`),
    ),
  );
  const of = (id: string) => items.find((item) => item.id === id);

  test('delivery is handling plus transit, fewest with fewest and most with most', () => {
    expect(of('sum')).toEqual({ id: 'sum', delivery: { min: 1, max: 3 }, dropped: null });
  });

  test("the shipping rule's handling time wins over the item's, and a lone most is the range", () => {
    expect(of('rule-handling')?.delivery).toEqual({ min: 5, max: 5 });
    // The rule says handling takes at most 1 day: the item's 0 to 9 days are not mixed in.
    expect(of('mixed')?.delivery).toEqual({ min: 3, max: 3 });
  });

  test('an item whose feed says nothing gets nothing, and no note', () => {
    expect(of('silent')).toEqual({ id: 'silent', delivery: null, dropped: null });
  });

  test('nonsense is dropped with the reason, and the item still lands', () => {
    expect(of('words')).toEqual({
      id: 'words',
      delivery: null,
      dropped: 'delivery time dropped: max_handling_time "soon" is not a whole number of days',
    });
    expect(of('reversed')?.dropped).toBe('delivery time dropped: max_transit_time 2 is less than min_transit_time 4');
    expect(of('negative')?.dropped).toBe('delivery time dropped: max_handling_time "-1" is not a whole number of days');
    expect(of('huge')?.dropped).toBe('delivery time dropped: handling and transit of 105 working days is over 90');
  });

  test('a transit table named by label, or handling without transit, says why the time is unknown', () => {
    expect(of('label')?.dropped).toMatch(
      /^delivery time unknown: transit_time_label "Balkans" names a table in the shop's Merchant Center account/,
    );
    expect(of('half')).toMatchObject({ delivery: null, dropped: expect.stringMatching(/handling time is given without a transit time/) });
  });
});

describe('Google Merchant Center TSV', () => {
  const header = 'id\ttitle\tlink\tprice\tavailability\tmax_handling_time\tshipping';
  const row = (id: string, handling: string, shipping: string) =>
    `${id}\tPhone ${id}\thttps://shop.example/${id}\t100.00 EUR\tin_stock\t${handling}\t${shipping}`;
  const items = deliveries(
    createGmcTsvParser,
    [
      header,
      row('long', '', 'ME::Standard:3.50 EUR:1:2:2:4'),
      row('item-handling', '1', 'ME:::0 EUR::::2'),
      row('other-country', '', 'BA::Standard:3.50 EUR:0:0:1:1'),
      row('junk', '', 'ME::Standard:3.50 EUR:1:2:x:4'),
    ].join('\n'),
  );

  test('reads the shipping rule for the shop country: price, then handling and transit times', () => {
    expect(items[0]).toEqual({ id: 'long', delivery: { min: 3, max: 6 }, dropped: null });
    expect(items[1]).toEqual({ id: 'item-handling', delivery: { min: 3, max: 3 }, dropped: null });
  });

  test("another country's rule says nothing here; junk is dropped with the reason", () => {
    expect(items[2]).toEqual({ id: 'other-country', delivery: null, dropped: null });
    expect(items[3]?.dropped).toBe('delivery time dropped: min_transit_time "x" is not a whole number of days');
  });
});

describe('CNJExport', () => {
  const item = (id: string, times: string) =>
    `<Item><ID>${id}</ID><name>Phone ${id}</name><link>https://shop.example/${id}</link><price>100.00</price><curCode>EUR</curCode><stock>in stock</stock>${times}</Item>`;
  const items = deliveries(
    createCnjXmlParser,
    `<CNJExport>${[
      item('both', '<deliveryTimeMin>2</deliveryTimeMin><deliveryTimeMax>4</deliveryTimeMax>'),
      item('none', ''),
      item('reversed', '<deliveryTimeMin>5</deliveryTimeMin><deliveryTimeMax>2</deliveryTimeMax>'),
      item('decimal', '<deliveryTimeMin>1.5</deliveryTimeMin><deliveryTimeMax>3</deliveryTimeMax>'),
      item('min-only', '<deliveryTimeMin>2</deliveryTimeMin>'),
      item('huge', '<deliveryTimeMax>120</deliveryTimeMax>'),
    ].join('')}</CNJExport>`,
  );

  test('the delivery time is the one the feed states, whole', () => {
    expect(items[0]).toEqual({ id: 'both', delivery: { min: 2, max: 4 }, dropped: null });
    expect(items[1]).toEqual({ id: 'none', delivery: null, dropped: null });
  });

  test('nonsense is dropped with the reason', () => {
    expect(items.slice(2).map((entry) => entry.dropped)).toEqual([
      'delivery time dropped: deliveryTimeMax 2 is less than deliveryTimeMin 5',
      'delivery time dropped: deliveryTimeMin "1.5" is not a whole number of days',
      'delivery time dropped: deliveryTimeMin is given without deliveryTimeMax',
      'delivery time dropped: a delivery time of 120 working days is over 90',
    ]);
  });
});
