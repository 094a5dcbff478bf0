import { describe, expect, test } from 'vitest';
import { FeedError, type FeedParser, type ItemSink, type RawItem } from '../raw-item.ts';
import { createCnjXmlParser } from './cnj-xml.ts';
import { createGmcTsvParser } from './gmc-tsv.ts';
import { createGmcXmlParser } from './gmc-xml.ts';
import { parseWith, streamInChunks } from './parser.test-kit.ts';

/** Characters of the oversized description: far over the cap, generated lazily and never held by the test. */
const HUGE = 64 * 1024 * 1024;
const OVER = 'description is over 65,536 characters, the most one field may hold';

const FORMATS: { name: string; create: (onItem: ItemSink) => FeedParser; open: string; item: (id: string) => string; close: string }[] = [
  {
    name: 'GMC RSS (text)',
    create: createGmcXmlParser,
    open: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel>\n<item><g:id>BIG</g:id><description>',
    item: (id) => `<item><g:id>${id}</g:id><title>Kabl</title><description>Kratak opis</description></item>\n`,
    close: '</channel></rss>\n',
  },
  {
    name: 'CNJExport (CDATA)',
    create: createCnjXmlParser,
    open: '<CNJExport>\n<Item><ID>BIG</ID><description><![CDATA[',
    item: (id) => `<Item><ID>${id}</ID><name>Kabl</name><description>Kratak opis</description></Item>\n`,
    close: '</CNJExport>\n',
  },
  {
    name: 'GMC TSV (quoted)',
    create: createGmcTsvParser,
    open: 'id\ttitle\tdescription\nBIG\tKabl\t"',
    item: (id) => `${id}\tKabl\tKratak opis\n`,
    close: '',
  },
  {
    name: 'GMC TSV (unquoted)',
    create: createGmcTsvParser,
    open: 'id\ttitle\tdescription\nBIG\tKabl\t',
    item: (id) => `${id}\tKabl\tKratak opis\n`,
    close: '',
  },
];

const ENDS: Record<string, string> = {
  'GMC RSS (text)': '</description></item>\n',
  'CNJExport (CDATA)': ']]></description></Item>\n',
  'GMC TSV (quoted)': '"\n',
  'GMC TSV (unquoted)': '\n',
};

describe.each(FORMATS)('$name', ({ name, create, open, item, close }) => {
  test('an oversized field is never held in memory: its item is rejected, the next one is read', () => {
    const items: RawItem[] = [];
    const parser = create((raw) => items.push(raw));
    function* feed() {
      yield open;
      const block = 'x'.repeat(65_536);
      for (let written = 0; written < HUGE; written += block.length) yield block;
    }
    // Measured while the field is still open: nothing may have grown with it.
    const { heapGrowth } = streamInChunks(feed(), (chunk) => parser.write(chunk));
    parser.write(`${ENDS[name]}${item('NEXT')}${close}`);
    parser.end();
    expect(heapGrowth).toBeLessThan(8 * 1024 * 1024);
    expect(items.map((raw) => [raw.fields.id, raw.fields.description, raw.overCap])).toEqual([
      ['BIG', undefined, OVER],
      ['NEXT', 'Kratak opis', undefined],
    ]);
  }, 30_000);

  test('a field just under the cap is kept', () => {
    const text = `${open}${'y'.repeat(60_000)}${ENDS[name]}${close}`;
    const [raw] = parseWith(create, text, 4096).items;
    expect(raw?.fields.description).toHaveLength(60_000);
    expect(raw?.overCap).toBeUndefined();
  });
});

test('more than 100 shipping rules or additional images reject the item', () => {
  const rules = Array.from({ length: 101 }, () => '<g:shipping><g:country>ME</g:country><g:price>1 EUR</g:price></g:shipping>').join('');
  const rss = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id>${rules}</item></channel></rss>`;
  expect(parseWith(createGmcXmlParser, rss).items[0]?.overCap).toBe('shipping has over 100 values, the most one item may list');
  const images = Array.from({ length: 101 }, (_, n) => `https://a.example/${n}.jpg`).join(',');
  const tsv = `id\ttitle\tadditional_image_link\n1\tKabl\t${images}\n`;
  expect(parseWith(createGmcTsvParser, tsv).items[0]?.overCap).toBe(
    'additional_image_link has over 100 values, the most one item may list',
  );
});

describe.each([
  ['GMC RSS', createGmcXmlParser, '<rss xmlns:g="http://base.google.com/ns/1.0"><channel>'],
  ['CNJExport', createCnjXmlParser, '<CNJExport>'],
])('%s: saxes buffers outside values are bounded too', (_name, create, root) => {
  const streamed = (open: string, fill: string) => {
    const parser = create(() => {});
    function* feed() {
      yield open;
      const block = fill.repeat(65_536 / fill.length);
      for (let written = 0; written < HUGE; written += block.length) yield block;
    }
    let error: unknown;
    const { heapGrowth } = streamInChunks(feed(), (chunk) => {
      try {
        parser.write(chunk);
      } catch (caught) {
        error ??= caught;
      }
    });
    return { heapGrowth, error };
  };

  test('a processing instruction with a huge name makes the file not a feed, holding nothing', () => {
    const { heapGrowth, error } = streamed(`${root}\n<?`, 'a');
    expect(heapGrowth).toBeLessThan(8 * 1024 * 1024);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toMatch(
      /^malformed XML: a processing instruction name over 65536 characters \(at line 2, column \d+\)$/,
    );
  }, 30_000);

  test.each([
    ['a processing instruction body', '<?pi ', 'x'],
    ['a comment', '<!--', 'x'],
    ['a doctype', '<!DOCTYPE feed ', 'x'],
  ])(
    '%s over the cap is dropped as it arrives',
    (_what, open, fill) => {
      const { heapGrowth } = streamed(open === '<!DOCTYPE feed ' ? open : `${root}${open}`, fill);
      expect(heapGrowth).toBeLessThan(8 * 1024 * 1024);
    },
    30_000,
  );
});
