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
