import { describe, expect, test } from 'vitest';
import { FeedError, type RawItem } from '../raw-item.ts';
import { createCnjXmlParser } from './cnj-xml.ts';
import { feedErrorOf, fixture, parseWith, streamInChunks } from './parser.test-kit.ts';

const feed = fixture('cnj-export.xml');

const parse = (text: string, chunkSize?: number) => parseWith(createCnjXmlParser, text, chunkSize);
const parseError = (text: string) => feedErrorOf(createCnjXmlParser, text);

describe('CNJExport', () => {
  const { items, feedTime } = parse(feed);

  test('maps every element to its attribute name, joining price and curCode', () => {
    expect(items[0]).toEqual({
      itemNumber: 1,
      line: 3,
      fields: {
        id: '10452',
        title: 'ASUS Vivobook 15 X1504VA-NJ1018, 15.6" FHD, i5-1335U, 16 GB, 512 GB',
        description: '<ul><li>Procesor: Intel Core i5-1335U</li><li>RAM: 16 GB</li></ul>',
        link: 'https://kompjuter-centar.example/laptopovi/asus-vivobook-15-x1504va',
        image_link: 'https://kompjuter-centar.example/slike/10452.jpg',
        price: '1.299,00 EUR',
        availability: 'in stock',
        product_type: 'Računari > Laptopovi',
        brand: 'ASUS',
        gtin: '4711387112345',
        mpn: 'X1504VA-NJ1018',
        condition: 'new',
        warranty: '24 mjeseca',
        delivery_time_min: '1',
        delivery_time_max: '3',
      },
      additionalImages: [
        'https://kompjuter-centar.example/slike/10452-2.jpg',
        'https://res.cdn.example/image/upload/w_800,h_600/10452-3.jpg',
      ],
      shipping: [{ price: '5,00' }],
    });
  });

  test('matches element names case-insensitively and reads moreImages given as child elements', () => {
    expect(items[1]?.fields).toEqual({
      id: '10453',
      title: '<img src=x onerror=alert(1)> Logitech MX Master 3S',
      link: 'javascript:alert(1)',
      image_link: 'https://kompjuter-centar.example/slike/10453.jpg',
      price: '119,90',
      availability: 'preorder',
    });
    expect(items[1]?.additionalImages).toEqual([
      'https://kompjuter-centar.example/slike/10453-2.jpg',
      'https://kompjuter-centar.example/slike/10453-3.jpg?a=1&b=2',
    ]);
    expect(items[1]?.shipping).toEqual([]);
  });

  test('delivers duplicate ids and leaves empty elements out', () => {
    expect(items.map((item) => [item.itemNumber, item.line, item.fields.id])).toEqual([
      [1, 3, '10452'],
      [2, 24, '10453'],
      [3, 36, '10452'],
    ]);
    expect(items[2]?.fields.gtin).toBeUndefined();
    expect(items[2]?.additionalImages).toEqual([]);
  });

  test('feed time is the root date attribute when it names its time zone', () => {
    expect(feedTime).toBe('2025-11-19T06:00:00.000Z');
    expect(parse('<CNJExport date="2025-11-19 07:00"></CNJExport>').feedTime).toBeNull();
    expect(parse('<CNJExport></CNJExport>').feedTime).toBeNull();
  });

  test('accepts a UTF-8 BOM and CRLF line endings', () => {
    expect(parse(`\uFEFF${feed.replaceAll('\n', '\r\n')}`).items).toEqual(items);
  });

  test.each([1, 7, 64])('gives the same items when fed %i characters at a time', (size) => {
    expect(parse(feed, size)).toEqual({ items, feedTime });
  });
});

describe('unusable feeds', () => {
  test('a truncated file fails at end() with the line', () => {
    const cut = feed.slice(0, feed.indexOf('<Price>119'));
    const items: RawItem[] = [];
    const parser = createCnjXmlParser((item) => items.push(item));
    parser.write(cut);
    expect(() => parser.end()).toThrow(FeedError);
    expect(items).toHaveLength(1);
    expect(parseError(cut).where).toBe('line 33, column 4');
  });

  test('another root is refused', () => {
    const error = parseError('<?xml version="1.0"?>\n<products><product/></products>');
    expect(error.message).toMatch(/not a CNJExport feed: the root element is <products>/);
    expect(error.where).toBe('line 2, column 1');
  });

  test('malformed XML names the line and column', () => {
    expect(parseError('<CNJExport>\n<Item><ID>1</ID><name>A &nbsp; B</name></Item></CNJExport>').where).toBe('line 2, column 30');
  });
});

describe('streaming', () => {
  test('parses 200,000 items in 64 KB chunks without holding on to them', () => {
    const count = 200_000;
    function* parts() {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<CNJExport>\n';
      for (let n = 1; n <= count; n += 1) {
        yield (
          `<Item><ID>${n}</ID><name>Proizvod ${n} &amp; dodatak</name><link>https://shop.example/p/${n}</link>` +
          `<price>${n % 1000},99</price><curCode>EUR</curCode><stock>in stock</stock><deliveryCost>3,50</deliveryCost></Item>\n`
        );
      }
      yield '</CNJExport>\n';
    }
    let items = 0;
    let last: RawItem | undefined;
    const parser = createCnjXmlParser((item) => {
      items += 1;
      last = item;
    });
    const { feedChars, heapGrowth } = streamInChunks(parts(), (chunk) => parser.write(chunk));
    parser.end();
    expect(items).toBe(count);
    expect(last?.fields.id).toBe(String(count));
    expect(last?.line).toBe(count + 2);
    expect(heapGrowth).toBeLessThan(feedChars / 20);
  });
});
