import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openCatalogue, type Db } from '../catalogue/db.ts';
import { insertProduct, insertTree, recordOffer, upsertShop } from '../catalogue/store.ts';
import { PICTURE_WIDTHS } from '../../src/lib/picture.ts';
import { samplePhoto } from '../sample/pictures.ts';
import { madePicturesDir } from './encode.ts';
import { choosePicture } from './operator.ts';
import { refreshPictures, type PictureRunOptions } from './refresh.ts';

/** A PNG whose header says `side` x `side` pixels, with one row of data: a decompression bomb as its header shows it. */
function bombPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(side * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let photo: Buffer;
let otherPhoto: Buffer;
let server: Server;
let origin: string;
let inFlight = 0;
let mostInFlight = 0;
const requests: { url: string; ifNoneMatch: string | undefined }[] = [];
/** What the picture host answers at each path; a test changes it. */
let routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void>;

function jpeg(bytes: Buffer, etag = '"v1"') {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers['if-none-match'] === etag) response.writeHead(304, { etag }).end();
    else response.writeHead(200, { etag, 'content-type': 'image/jpeg' }).end(bytes);
  };
}

beforeAll(async () => {
  photo = await samplePhoto('Samsung', 'Galaxy S24', 'pametni-telefoni');
  otherPhoto = await samplePhoto('LG', 'OLED55C4', 'televizori');
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => (inFlight -= 1));
    const route = routes[request.url ?? ''];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let db: Db;
let imagesDir: string;
let category: number;

function product(name: string): number {
  return insertProduct(db, {
    categoryId: category,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    brand: name.split(' ')[0] ?? name,
    model: name,
    name,
    gtin: null,
    mpn: null,
    image: '/images/p/placeholder.svg',
    specs: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

function offer(productId: number, shopId: string, imagePath: string | null, firstSeen = '2026-11-01T00:00:00.000Z') {
  recordOffer(
    db,
    {
      productId,
      shopId,
      shopItemId: `${shopId}-${productId}`,
      priceMinor: 10000,
      currency: 'EUR',
      shippingMinor: 0,
      availability: 'in_stock',
      url: `https://${shopId}.example/p/${productId}`,
      imageUrl: imagePath === null ? null : `${origin}${imagePath}`,
    },
    firstSeen,
  );
}

const imageOf = (id: number) => (db.prepare('SELECT image FROM product WHERE id = ?').get(id) as { image: string }).image;
const run = (options: Partial<PictureRunOptions> = {}) =>
  refreshPictures(db, { imagesDir, now: new Date('2026-11-20T00:00:00.000Z'), ...options });

beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-pictures-'));
  imagesDir = join(dir, 'images');
  db = openCatalogue(join(dir, 'catalogue.db'));
  const tree = [
    {
      slug: 'telefoni',
      names: { sr: 'Telefoni' },
      children: [{ slug: 'mobilni', names: { sr: 'Mobilni' }, children: [{ slug: 'pametni', names: { sr: 'Pametni' } }] }],
    },
  ];
  category = insertTree(db, tree).get('pametni') as number;
  for (const id of ['first-shop', 'second-shop']) {
    upsertShop(db, { id, name: id, country: 'MNE', url: `https://${id}.example`, shippingMinor: 0, isSample: false });
  }
  routes = { '/photo.jpg': jpeg(photo) };
  requests.length = 0;
  mostInFlight = 0;
});

afterEach(() => db.close());

describe('refreshPictures', () => {
  test("makes a product's picture from its feed's link: AVIF and WebP at every width, named on the product", async () => {
    const id = product('Samsung Galaxy S24');
    offer(id, 'first-shop', '/photo.jpg');
    const report = await run();
    expect(report).toMatchObject({ checked: 1, made: 1, failures: [] });
    const image = imageOf(id);
    expect(image).toMatch(/^\/images\/pic\/[0-9a-f]{24}$/);
    const name = image.slice('/images/pic/'.length);
    const files = readdirSync(madePicturesDir(imagesDir)).sort();
    expect(files).toEqual(PICTURE_WIDTHS.flatMap((width) => [`${name}-${width}.avif`, `${name}-${width}.webp`]).sort());
    const largest = await sharp(join(madePicturesDir(imagesDir), `${name}-640.avif`)).metadata();
    expect([largest.width, largest.height]).toEqual([640, 640]);
  });

  test("a failing shop's link is reported with its reason, and the next shop's picture is used", async () => {
    const id = product('Samsung Galaxy S24');
    offer(id, 'first-shop', '/missing.jpg', '2026-10-01T00:00:00.000Z');
    offer(id, 'second-shop', '/photo.jpg');
    const report = await run();
    expect(report.made).toBe(1);
    expect(report.failures).toEqual([{ shop: 'first-shop', product: id, url: `${origin}/missing.jpg`, reason: 'answered HTTP 404' }]);
    expect(db.prepare('SELECT shop_id, failure FROM picture WHERE product_id = ?').get(id)).toEqual({
      shop_id: 'second-shop',
      failure: null,
    });
  });

  test('asks again only when due, conditionally: a 304 keeps the picture, new bytes make a new one and the old files go', async () => {
    const id = product('Samsung Galaxy S24');
    offer(id, 'first-shop', '/photo.jpg');
    await run();
    const first = imageOf(id);
    expect((await run({ now: new Date('2026-11-22T00:00:00.000Z') })).checked).toBe(0);
    const week = await run({ now: new Date('2026-11-28T00:00:00.000Z') });
    expect(week).toMatchObject({ checked: 1, made: 0, unchanged: 1 });
    expect(requests.at(-1)?.ifNoneMatch).toBe('"v1"');
    routes['/photo.jpg'] = jpeg(otherPhoto, '"v2"');
    const changed = await run({ now: new Date('2026-12-06T00:00:00.000Z') });
    expect(changed).toMatchObject({ made: 1, removed: 2 * PICTURE_WIDTHS.length });
    expect(imageOf(id)).not.toBe(first);
    expect(readdirSync(madePicturesDir(imagesDir)).some((file) => file.startsWith(first.slice('/images/pic/'.length)))).toBe(false);
  });

  test('a picture not made as its source makes it now (other settings) is made again from the whole source', async () => {
    const id = product('Samsung Galaxy S24');
    offer(id, 'first-shop', '/photo.jpg');
    await run();
    const made = imageOf(id);
    db.prepare('UPDATE product SET image = ? WHERE id = ?').run('/images/pic/000000000000000000000000', id);
    expect(await run({ now: new Date('2026-11-21T00:00:00.000Z') })).toMatchObject({ checked: 1, made: 1 });
    expect(requests.at(-1)?.ifNoneMatch).toBeUndefined();
    expect(imageOf(id)).toBe(made);
  });

  test('a run whose time is up starts no more products: they stay due for the next', async () => {
    for (const name of ['Phone A', 'Phone B']) offer(product(name), 'first-shop', '/photo.jpg');
    expect(await run({ budgetMs: -1 })).toMatchObject({ checked: 2, made: 0, left: 2 });
    expect(await run({ now: new Date('2026-11-21T00:00:00.000Z') })).toMatchObject({ checked: 2, made: 2, left: 0 });
  });

  test('a changed link in the feed is fetched at the next run', async () => {
    const id = product('Samsung Galaxy S24');
    offer(id, 'first-shop', '/photo.jpg');
    await run();
    routes['/new.jpg'] = jpeg(otherPhoto);
    offer(id, 'first-shop', '/new.jpg');
    expect(await run({ now: new Date('2026-11-21T00:00:00.000Z') })).toMatchObject({ checked: 1, made: 1 });
  });

  test("the operator's picture replaces the feeds' until given back to them", async () => {
    const id = product('Samsung Galaxy S24');
    offer(id, 'first-shop', '/photo.jpg');
    await run();
    const fromFeed = imageOf(id);
    routes['/chosen.jpg'] = jpeg(otherPhoto);
    expect(choosePicture(db, 'operator', id, `${origin}/chosen.jpg`)).toMatch(/no feed replaces it/);
    expect(await run({ now: new Date('2026-11-21T00:00:00.000Z') })).toMatchObject({ checked: 1, made: 1 });
    const chosen = imageOf(id);
    expect(chosen).not.toBe(fromFeed);
    offer(id, 'second-shop', '/photo.jpg');
    expect((await run({ now: new Date('2026-11-22T00:00:00.000Z') })).checked).toBe(0);
    expect(imageOf(id)).toBe(chosen);
    choosePicture(db, 'operator', id, null);
    await run({ now: new Date('2026-11-23T00:00:00.000Z') });
    expect(imageOf(id)).toBe(fromFeed);
    expect(() => choosePicture(db, 'operator', id, 'javascript:alert(1)')).toThrow(/not an http\(s\) address/);
  });

  test('asks one host at most four requests at a time', async () => {
    routes['/slow.jpg'] = (request, response) => setTimeout(() => jpeg(photo)(request, response), 30);
    for (let index = 0; index < 12; index += 1) offer(product(`Phone ${index}`), 'first-shop', '/slow.jpg');
    const report = await run();
    expect(report.made + report.unchanged).toBe(12);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(4);
    // The same bytes are made once: twelve products, one picture's files.
    expect(readdirSync(madePicturesDir(imagesDir))).toHaveLength(2 * PICTURE_WIDTHS.length);
  });

  describe('hostile links: refused with the reason, the product keeps its picture, the run goes on', () => {
    const cases: [string, (request: IncomingMessage, response: ServerResponse) => void, RegExp][] = [
      ['a decompression bomb', (_, response) => response.end(bombPng(50_000)), /50000 x 50000 pixels, more than the 40 million/],
      [
        'a 50 MB file',
        (_, response) => {
          response.writeHead(200, { 'content-type': 'image/jpeg' });
          const block = Buffer.alloc(1024 * 1024, 0xff);
          let sent = 0;
          const write = () => {
            while (sent < 50 && !response.destroyed && response.write(block)) sent += 1;
            if (sent >= 50) response.end();
            else if (!response.destroyed) response.once('drain', write);
          };
          write();
        },
        /larger than 10 MB \(stopped reading at/,
      ],
      [
        'an HTML page named .jpg',
        (_, response) => response.end('<!doctype html><title>Not found</title>'),
        /not a JPEG, PNG, WebP or AVIF/,
      ],
      [
        'an SVG picture',
        (_, response) => response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        /not a JPEG, PNG, WebP or AVIF/,
      ],
      ['a redirect loop', (_, response) => response.writeHead(302, { location: '/hostile.jpg' }).end(), /more than 5 redirects/],
      [
        'a redirect out of http(s)',
        (_, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
        /not an http\(s\) address/,
      ],
      ['a server that never answers', () => {}, /no complete answer within 0.5 s/],
    ];
    test.each(cases)('%s', async (_, route, reason) => {
      routes['/hostile.jpg'] = route;
      const hostile = product('Hostile Phone');
      offer(hostile, 'first-shop', '/hostile.jpg');
      const good = product('Samsung Galaxy S24');
      offer(good, 'first-shop', '/photo.jpg');
      const report = await run({ limits: { timeoutMs: 500, maxBytes: 10 * 1024 * 1024, maxRedirects: 5 } });
      expect(report.failures).toHaveLength(1);
      expect(report.failures[0]?.reason).toMatch(reason);
      expect(imageOf(hostile)).toBe('/images/p/placeholder.svg');
      expect(imageOf(good)).toMatch(/^\/images\/pic\//);
      expect(db.prepare('SELECT failure FROM picture WHERE product_id = ?').get(hostile)).toEqual({ failure: report.failures[0]?.reason });
      expect(existsSync(madePicturesDir(imagesDir))).toBe(true);
      expect(readdirSync(madePicturesDir(imagesDir)).filter((file) => file.endsWith('.part'))).toEqual([]);
    });
  });
});
