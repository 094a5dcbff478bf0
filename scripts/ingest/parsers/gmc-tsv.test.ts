import { describe, expect, test } from 'vitest';
import { FeedError, type RawItem } from '../raw-item.ts';
import { createGmcTsvParser } from './gmc-tsv.ts';
import { feedErrorOf, fixture, parseWith, streamInChunks } from './parser.test-kit.ts';

const tsv = fixture('gmc-feed.tsv');
const semicolons = fixture('gmc-feed-semicolon.csv');

function parse(text: string, chunkSize?: number, delimiter?: '\t' | ',' | ';') {
  return parseWith((onItem) => createGmcTsvParser(onItem, delimiter ? { delimiter } : {}), text, chunkSize).items;
}
const parseError = (text: string) => feedErrorOf(createGmcTsvParser, text);

describe('tab-separated', () => {
  const items = parse(tsv);

  test('reads the header case-insensitively, with or without g:, ignoring unknown columns', () => {
    expect(items[0]).toEqual({
      itemNumber: 1,
      line: 2,
      fields: {
        id: 'LG-27GP850',
        title: 'LG UltraGear 27GP850-B 27" QHD',
        description: 'Monitor za igrače.\nNano IPS, 165 Hz;\tHDR10, "G-Sync compatible".',
        link: 'https://gigatron-me.example/lg-27gp850',
        price: '399.00 EUR',
        availability: 'in_stock',
        brand: 'LG',
        gtin: '8806091151234',
        mpn: '27GP850-B',
        condition: 'new',
        product_type: 'Monitori > Gaming',
        image_link: 'https://gigatron-me.example/img/27gp850.jpg',
      },
      additionalImages: [
        'https://gigatron-me.example/img/27gp850-2.jpg',
        'https://gigatron-me.example/img/27gp850-3.jpg',
        'https://gigatron-me.example/img/27gp850-4.jpg',
      ],
      shipping: [
        { country: 'ME', service: 'Standard', price: '5.00 EUR' },
        { country: 'BA', service: 'Standard', price: '9.90 BAM' },
      ],
    });
  });

  test('numbers rows by their first line, skipping blank lines, and delivers duplicate ids', () => {
    expect(items.map((item) => [item.itemNumber, item.line, item.fields.id])).toEqual([
      [1, 2, 'LG-27GP850'],
      [2, 5, 'XIAOMI-RN13'],
      [3, 6, 'LG-27GP850'],
    ]);
  });

  test('keeps markup and javascript: links as written; short rows lack the missing fields', () => {
    expect(items[1]?.fields).toEqual({
      id: 'XIAOMI-RN13',
      title: "<script>alert('x')</script> Xiaomi Redmi Note 13",
      link: 'javascript:alert(1)',
      price: '219.00 EUR',
      sale_price: '199.00 EUR',
      availability: 'preorder',
    });
  });

  test('ignores cells beyond the header and reads the long shipping form with its handling and transit times', () => {
    expect(items[2]?.fields.title).toBe('LG UltraGear (listed twice)');
    expect(items[2]?.shipping).toEqual([
      {
        country: 'ME',
        region: 'Podgorica',
        service: 'Express',
        price: '7.50 EUR',
        minHandling: '1',
        maxHandling: '2',
        minTransit: '1',
        maxTransit: '3',
      },
    ]);
  });

  test.each([1, 7, 64])('gives the same items when fed %i characters at a time', (size) => {
    expect(parse(tsv, size)).toEqual(items);
  });

  test('CRLF line endings give the same items', () => {
    expect(parse(tsv.replaceAll('\n', '\r\n'), 7)).toEqual(items);
  });
});

describe('semicolon-separated with decimal commas, BOM and CRLF', () => {
  const items = parse(semicolons);

  test('detects the delimiter and keeps decimal commas in prices and shipping rules', () => {
    expect(items).toEqual([
      {
        itemNumber: 1,
        line: 2,
        fields: {
          id: 'SAM-WW90',
          title: 'Samsung WW90T554DAW veš mašina 9 kg',
          description: 'Inverter motor;\nenergetska klasa A',
          link: 'https://tehnomanija-ba.example/ww90',
          price: '1.149,00 KM',
          availability: 'in stock',
          brand: 'Samsung',
        },
        additionalImages: ['https://tehnomanija-ba.example/img/ww90-1.jpg'],
        shipping: [
          { country: 'BA', service: 'Standard', price: '10,00 BAM' },
          { country: 'ME', service: 'Standard', price: '15,50 EUR' },
        ],
      },
      {
        itemNumber: 2,
        line: 4,
        fields: {
          id: 'BOSCH-SMS2',
          title: 'Bosch SMS2ITW08E perilica posuđa',
          link: 'https://tehnomanija-ba.example/sms2',
          price: '899,90 KM',
          availability: 'out of stock',
          brand: 'Bosch',
        },
        additionalImages: [],
        shipping: [{ country: 'BA', price: '0,00 BAM' }],
      },
    ]);
  });

  test.each([1, 7])('gives the same items when fed %i characters at a time', (size) => {
    expect(parse(semicolons, size)).toEqual(items);
  });
});

describe('comma-separated', () => {
  test('quoted values hold commas, decimal commas and doubled quotes', () => {
    const csv = 'id,title,price,shipping\n1,"Kabl ""HDMI"" 2 m, crni","1.299,00 EUR","ME::Standard:5,00 EUR, BA::Standard:9,90 BAM"\n';
    expect(parse(csv, 3)).toEqual([
      {
        itemNumber: 1,
        line: 2,
        fields: { id: '1', title: 'Kabl "HDMI" 2 m, crni', price: '1.299,00 EUR' },
        additionalImages: [],
        shipping: [
          { country: 'ME', service: 'Standard', price: '5,00 EUR' },
          { country: 'BA', service: 'Standard', price: '9,90 BAM' },
        ],
      },
    ]);
  });

  test('a given delimiter overrides detection', () => {
    const text = 'id,title,size (w;h)\n1,Monitor,60;45\n';
    expect(() => parse(text)).toThrow(FeedError);
    expect(parse(text, 100, ',')[0]?.fields).toEqual({ id: '1', title: 'Monitor' });
  });

  test('a last row without a newline is read', () => {
    expect(parse('id,title\n1,a').map((item) => item.fields)).toEqual([{ id: '1', title: 'a' }]);
  });
});

describe('unusable feeds', () => {
  test('a header without id and title is refused at line 1', () => {
    const error = parseError('sku\tname\tprice\nA1\tMiš\t9.90 EUR\n');
    expect(error.message).toMatch(/^not a product feed: the header must name id and title/);
    expect(error.message).toMatch(/"sku", "name", "price"/);
    expect(error.where).toBe('line 1');
  });

  test('header names quoted in the error are one line and cut short', () => {
    const error = parseError(`"sk\nu"\t${'n'.repeat(1000)}\tprice\nA1\tMiš\t9.90 EUR\n`);
    expect(error.message).toContain(`"sk u", "${'n'.repeat(40)}…", "price"`);
  });

  test('a quoted value still open at the end means the file is cut off', () => {
    const cut = semicolons.slice(0, semicolons.indexOf('energetska'));
    const items: RawItem[] = [];
    const parser = createGmcTsvParser((item) => items.push(item));
    parser.write(cut);
    expect(() => parser.end()).toThrow(/ends inside a quoted value that starts at line 2/);
    expect(parseError(cut).where).toBe('line 2');
    expect(items).toEqual([]);
  });

  test('an empty file is refused', () => {
    expect(parseError('').message).toMatch(/the file is empty/);
  });

  test('a header naming a one-value attribute twice is refused, naming it, before any row is held', () => {
    const error = parseError(`id\ttitle\tdescription\tlink\tg:Description\nA1\tMiš\t${'x'.repeat(60_000)}\thttps://a.example\ty\n`);
    expect(error.message).toBe(
      'not a product feed: the header names description twice (columns 3 and 5), and Google Merchant Center refuses a repeated attribute that takes one value: keep one of them (at line 1)',
    );
    const many = Array.from({ length: 998 }, () => 'description').join('\t');
    expect(parseError(`id\ttitle\t${many}\n`).message).toMatch(
      /^not a product feed: the header names description twice \(columns 3 and 4\)/,
    );
  });

  test('a header repeating a list attribute over 100 times is refused', () => {
    const images = Array.from({ length: 101 }, () => 'additional_image_link').join('\t');
    expect(parseError(`id\ttitle\t${images}\n`).message).toBe(
      'not a product feed: the header has over 100 additional_image_link columns, the most one item may list (at line 1)',
    );
    const hundred = Array.from({ length: 100 }, () => 'shipping').join('\t');
    expect(parse(`id\ttitle\t${hundred}\nA1\tMiš\tME::Standard:5 EUR\n`)[0]?.shipping).toEqual([
      { country: 'ME', service: 'Standard', price: '5 EUR' },
    ]);
  });

  test('a header alone is a feed without items', () => {
    expect(parse('id\ttitle\tprice\n')).toEqual([]);
  });
});

describe('streaming', () => {
  test('parses 200,000 rows in 64 KB chunks without holding on to them', () => {
    const count = 200_000;
    function* parts() {
      yield 'id\ttitle\tlink\tprice\tavailability\tshipping\tdescription\n';
      for (let n = 1; n <= count; n += 1) {
        const description = n % 10 === 0 ? '"Two lines,\nwith ""quotes"""' : `Plain description ${n}`;
        yield `SKU-${n}\tProduct ${n}\thttps://shop.example/p/${n}\t${n % 1000}.99 EUR\tin_stock\tME::Standard:3.50 EUR\t${description}\n`;
      }
    }
    let items = 0;
    let last: RawItem | undefined;
    const parser = createGmcTsvParser((item) => {
      items += 1;
      last = item;
    });
    const { feedChars, heapGrowth } = streamInChunks(parts(), (chunk) => parser.write(chunk));
    parser.end();
    expect(items).toBe(count);
    expect(last?.fields.id).toBe(`SKU-${count}`);
    expect(last?.line).toBe(count + count / 10);
    expect(heapGrowth).toBeLessThan(feedChars / 20);
  });
});

test('a shipping cell with a long run of spaces splits at once', () => {
  const [item] = parse(`id\ttitle\tshipping\n1\tKabl\tME::Standard:5,00 EUR${' '.repeat(60_000)}x, BA::Standard:9,90 BAM\n`);
  expect(item?.shipping).toHaveLength(2);
  expect(item?.shipping[1]).toEqual({ country: 'BA', service: 'Standard', price: '9,90 BAM' });
});
