import { expect, test } from 'vitest';
import { csvField, historyCsv } from './open-data.ts';

test('a CSV field is quoted only when it holds a quote, comma or line break, quotes doubled', () => {
  expect(csvField('Tehno ME')).toBe('Tehno ME');
  expect(csvField('Shop, "best"')).toBe('"Shop, ""best"""');
  expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
});

test('a field that starts like a spreadsheet formula gets a leading apostrophe (CSV injection)', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`)).toMatch(/^"?'/);
  expect(csvField('=HYPERLINK("https://evil.example","x")')).toBe('"\'=HYPERLINK(""https://evil.example"",""x"")"');
  expect(csvField('Shop = Market')).toBe('Shop = Market');
});

test('a formula after leading white space, a line break, a no-break space or a BOM, or in full-width form, gets the apostrophe too', () => {
  expect(csvField('  =1+1')).toBe("'  =1+1");
  expect(csvField(' -1+1')).toBe("' -1+1");
  expect(csvField('\u00a0@SUM(A1)')).toBe("'\u00a0@SUM(A1)");
  expect(csvField('\ufeff=1+1')).toBe("'\ufeff=1+1");
  expect(csvField('\n=1+1')).toBe('"\'\n=1+1"');
  expect(csvField('\r\n+1+1')).toBe('"\'\r\n+1+1"');
  expect(csvField(' \u3000=HYPERLINK("https://evil.example")')).toBe('"\' \u3000=HYPERLINK(""https://evil.example"")"');
  for (const start of ['\uff1d', '\uff0b', '\uff0d', '\uff20', ' \uff1d']) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
  expect(csvField('Tehno \uff1d ME')).toBe('Tehno \uff1d ME');
  expect(csvField(' Tehno ME')).toBe(' Tehno ME');
});

test('the amounts, dates and codes the CSV holds are written as they are', () => {
  for (const value of ['0.00', '12.50', '10000000.00', '2026-11-20T06:00:00.000Z', 'EUR', 'in_stock', ''])
    expect(csvField(value)).toBe(value);
});

test('the CSV has its header and CRLF line ends, the last one included', () => {
  const row = {
    date: '2026-11-20T06:00:00.000Z',
    shop: 'A',
    price: '1.00',
    sale_price: '',
    shipping: '0.00',
    currency: 'EUR',
    availability: 'in_stock',
  };
  expect(historyCsv([row])).toBe(
    'date,shop,price,sale_price,shipping,currency,availability\r\n2026-11-20T06:00:00.000Z,A,1.00,,0.00,EUR,in_stock\r\n',
  );
});
