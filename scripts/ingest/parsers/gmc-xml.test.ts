import { describe, expect, test } from 'vitest';
import { FeedError, type RawItem } from '../raw-item.ts';
import { createGmcXmlParser } from './gmc-xml.ts';
import { feedErrorOf, fixture, parseWith, streamInChunks } from './parser.test-kit.ts';

const rss = fixture('gmc-rss.xml');
const atom = fixture('gmc-atom.xml');

const parse = (text: string, chunkSize?: number) => parseWith(createGmcXmlParser, text, chunkSize);
const parseError = (text: string) => feedErrorOf(createGmcXmlParser, text);

describe('RSS 2.0', () => {
  const { items, feedTime } = parse(rss);

  test('delivers every item, duplicates included, with its number and line', () => {
    expect(items.map((item) => [item.itemNumber, item.line, item.fields.id])).toEqual([
      [1, 10, 'LEN-82X7003XSC'],
      [2, 55, 'SAM-S24-128-BLK'],
      [3, 63, 'LEN-82X7003XSC'],
      [4, 68, 'CABLE-USBC-1M'],
    ]);
  });

  test('maps g: attributes, decodes entities and CDATA, trims, and prefers g: over plain elements', () => {
    expect(items[0]?.fields).toEqual({
      id: 'LEN-82X7003XSC',
      title: 'Lenovo IdeaPad Slim 3 15IRU8, 15.6" FHD, i5-1335U, 16 GB, 512 GB SSD',
      link: 'https://tehno-me.example/p/lenovo-ideapad-slim-3',
      description: '<p>Tanak i lagan laptop za <b>posao</b> & školu.</p>',
      price: '749.00 EUR',
      sale_price: '699.00 EUR',
      sale_price_effective_date: '2025-11-20T00:00+01:00/2025-11-30T23:59+01:00',
      availability: 'in_stock',
      condition: 'new',
      brand: 'Lenovo',
      gtin: '0196802391258',
      mpn: '82X7003XSC',
      product_type: 'Računari > Laptopovi',
      google_product_category: '328',
      image_link: 'https://cdn.tehno-me.example/img/82X7003XSC-1.jpg',
      product_detail: 'Display:Diagonal:15.6"\nMemory:RAM:16 GB',
      color: 'Arctic Grey',
    });
    expect(items[0]?.additionalImages).toEqual([
      'https://cdn.tehno-me.example/img/82X7003XSC-2.jpg',
      'https://cdn.tehno-me.example/img/82X7003XSC-3.jpg?w=800&h=600',
    ]);
  });

  test('reads nested shipping rules with their handling and transit times', () => {
    expect(items[0]?.shipping).toEqual([
      { country: 'ME', service: 'Standard', price: '3.50 EUR' },
      { country: 'BA', region: 'Sarajevo', service: 'Express', price: '9.90 EUR', minHandling: '1' },
    ]);
    expect(items[1]?.shipping).toEqual([]);
  });

  test('keeps markup in titles and javascript: links as text, exactly', () => {
    expect(items[1]?.fields.title).toBe('<script>alert("x")</script> Samsung Galaxy S24 128GB <b>Onyx Black</b>');
    expect(items[1]?.fields.link).toBe('javascript:alert(document.cookie)');
  });

  test('keeps decimal commas and leaves blank or missing attributes out', () => {
    expect(items[1]?.fields.price).toBe('1.299,00 EUR');
    expect(items[3]?.fields).toEqual({ id: 'CABLE-USBC-1M', title: 'USB-C kabl 1 m – 60 W', price: '4,90 EUR' });
    expect(items[3]?.additionalImages).toEqual([]);
  });

  test('feed time is the channel lastBuildDate, else pubDate, as ISO', () => {
    expect(feedTime).toBe('2025-11-19T07:30:00.000Z');
    expect(parse(rss.replace(/<lastBuildDate>.*<\/lastBuildDate>/, '')).feedTime).toBe('2025-11-18T23:00:00.000Z');
    expect(parse('<rss><channel></channel></rss>').feedTime).toBeNull();
  });

  test('accepts a UTF-8 BOM and CRLF line endings', () => {
    const crlf = parse(`\uFEFF${rss.replaceAll('\n', '\r\n')}`);
    expect(crlf.items).toEqual(items);
  });

  test.each([1, 7, 64])('gives the same items when fed %i characters at a time', (size) => {
    expect(parse(rss, size)).toEqual({ items, feedTime });
  });
});

describe('Atom', () => {
  const { items, feedTime } = parse(atom);

  test('reads entries with title, alternate link and summary', () => {
    expect(items[0]).toEqual({
      itemNumber: 1,
      line: 6,
      fields: {
        id: '4711',
        title: 'Apple iPhone 15 128GB Black',
        link: 'https://digitalis-ba.example/p/4711',
        description: 'Dynamic Island, 48 MP kamera, USB-C.',
        price: '1 549,00 KM',
        availability: 'in stock',
        brand: 'Apple',
        gtin: '0195949036200',
        image_link: 'https://digitalis-ba.example/img/4711.jpg',
      },
      additionalImages: [],
      shipping: [{ country: 'BA', price: '10.00 BAM' }],
    });
  });

  test('takes the text of xhtml content, keeps escaped markup, and lets g:link win', () => {
    expect(items[1]?.fields).toEqual({
      id: '4712',
      title: 'Sony WH-1000XM5 &lt;i&gt;crne&lt;/i&gt;',
      link: 'https://digitalis-ba.example/p/4712',
      description: 'Bežične slušalice sa ANC.',
      price: '699.00 BAM',
    });
    expect(items[1]?.additionalImages).toEqual(['https://digitalis-ba.example/img/4712-b.jpg?x=1&y=2']);
  });

  test('feed time is the feed updated, not an entry one', () => {
    expect(feedTime).toBe('2025-11-19T05:15:00.000Z');
  });

  test('gives the same items when fed 7 characters at a time', () => {
    expect(parse(atom, 7)).toEqual({ items, feedTime });
  });
});

describe('unusable feeds', () => {
  test('a truncated file fails at end() with the line, after delivering the complete items', () => {
    const items: RawItem[] = [];
    const parser = createGmcXmlParser((item) => items.push(item));
    parser.write(rss.slice(0, rss.indexOf('<g:id>CABLE')));
    expect(() => parser.end()).toThrow(FeedError);
    expect(items).toHaveLength(3);
    const error = parseError(rss.slice(0, rss.indexOf('<g:id>CABLE')));
    expect(error.message).toMatch(/cut off: <item> is still open/);
    expect(error.where).toBe('line 69, column 6');
  });

  test('a file cut inside a tag fails too', () => {
    expect(parseError(rss.slice(0, rss.indexOf('<g:price>4,90') + 4)).where).toMatch(/^line 73, column \d+$/);
  });

  test('malformed XML names the line and column', () => {
    const error = parseError('<rss><channel>\n<item><title>A</titel></item></channel></rss>');
    expect(error.message).toMatch(/^malformed XML: /);
    expect(error.message).toMatch(/unexpected close tag/);
    expect(error.where).toBe('line 2, column 22');
  });

  test('a bare & is named, even when no ; follows for a long way', () => {
    const item = (n: number) => `<item><g:id>${n}</g:id><title>Black & Decker ${n}</title></item>\n`;
    const head = '<rss xmlns:g="http://base.google.com/ns/1.0"><channel>\n';
    const short = parseError(`${head}${item(1)}<item><title>x &amp; y</title></item></channel></rss>`);
    expect(short.message).toMatch(/bare "&"/);
    expect(short.where).toMatch(/^line 3, column \d+$/);
    const long = parseError(`${head}${Array.from({ length: 50 }, (_, n) => item(n)).join('')}</channel></rss>`);
    expect(long.message).toMatch(/bare "&" \(write it as "&amp;"\) before " Decker 0/);
    expect(long.where).toBe('line 2');
  });

  test('feed text quoted in an error is one line and cut short', () => {
    const item = (n: number) => `<item><g:id>${n}</g:id><title>Black & Decker ${n}</title></item>\n`;
    const long = parseError(`<rss><channel>\n${Array.from({ length: 50 }, (_, n) => item(n)).join('')}</channel></rss>`);
    expect(long.message).not.toContain('\n');
    const name = `n${'a'.repeat(10_000)}`;
    for (const text of [`<rss><channel><${name}>`, `<rss><channel></${name}></channel></rss>`]) {
      const error = parseError(text);
      expect(error.message.length, error.message.slice(0, 80)).toBeLessThan(300);
    }
  });

  test('an undeclared g: prefix is malformed', () => {
    expect(parseError('<rss><channel><item><g:id>1</g:id></item></channel></rss>').message).toMatch(/unbound namespace prefix/);
  });

  test('a root other than rss or feed is refused at once', () => {
    const error = parseError('<?xml version="1.0"?>\n<urlset><url/></urlset>');
    expect(error.message).toMatch(/root element is <urlset>, expected <rss> \(RSS 2.0\) or <feed> \(Atom\)/);
    expect(error.where).toBe('line 2, column 1');
  });

  test('rss without a channel is refused', () => {
    const error = parseError('<rss version="2.0">\n  <item/>\n</rss>');
    expect(error.message).toMatch(/<rss> has no <channel>/);
    expect(error.where).toBe('line 3, column 6');
  });

  test('an empty document is refused', () => {
    expect(parseError('  \n').message).toMatch(/holds no XML element/);
  });

  test('writing after a failure throws the same error', () => {
    const parser = createGmcXmlParser(() => {});
    expect(() => parser.write('<html>')).toThrow(FeedError);
    expect(() => parser.write('<body>')).toThrow(/root element is <html>/);
  });
});

describe('streaming', () => {
  test('parses 200,000 items in 64 KB chunks without holding on to them', () => {
    const count = 200_000;
    function* feed() {
      yield '<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n';
      for (let n = 1; n <= count; n += 1) {
        yield (
          `<item><g:id>SKU-${n}</g:id><title>Product ${n} &amp; co</title><link>https://shop.example/p/${n}</link>` +
          `<g:price>${n % 1000}.99 EUR</g:price><g:availability>in_stock</g:availability>` +
          `<g:shipping><g:country>ME</g:country><g:price>3.50 EUR</g:price></g:shipping></item>\n`
        );
      }
      yield '</channel></rss>\n';
    }
    let items = 0;
    let last: RawItem | undefined;
    const parser = createGmcXmlParser((item) => {
      items += 1;
      last = item;
    });
    const { feedChars, heapGrowth } = streamInChunks(feed(), (chunk) => parser.write(chunk));
    parser.end();
    expect(items).toBe(count);
    expect(last?.fields.id).toBe(`SKU-${count}`);
    expect(last?.line).toBe(count + 1);
    expect(heapGrowth).toBeLessThan(feedChars / 20);
  }, 30_000);
});
