import { expect, test } from 'vitest';
import { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { setVariantValues } from './families.ts';
import { productsStamp } from './product-keys.ts';
import { setProductImage } from './store.ts';

test('the products stamp moves with what the matcher reads of the products, and with nothing else', () => {
  const { db, ids, addProduct } = createIngestCatalogue();
  const galaxy = ids.galaxy as number;
  const moves = (change: () => void) => {
    const before = productsStamp(db);
    change();
    return productsStamp(db) !== before;
  };
  expect(moves(() => addProduct('pixel-9', 'Google', 'Pixel 9', null, null))).toBe(true);
  expect(moves(() => db.prepare("UPDATE product SET name = 'Samsung Galaxy S24 128 GB Onyx' WHERE id = ?").run(galaxy))).toBe(true);
  expect(moves(() => db.prepare('UPDATE product SET gtin = NULL WHERE id = ?').run(galaxy))).toBe(true);
  expect(moves(() => setVariantValues(db, galaxy, [{ axis: 'color', value: 'Onyx Black' }]))).toBe(true);
  expect(moves(() => setVariantValues(db, galaxy, [{ axis: 'color', value: 'Onyx Black' }], true))).toBe(false);
  expect(moves(() => setProductImage(db, galaxy, '/images/p/1.webp'))).toBe(false);
  expect(moves(() => db.prepare('UPDATE product SET name = name WHERE id = ?').run(galaxy))).toBe(false);
  expect(moves(() => db.prepare('DELETE FROM product WHERE id = ?').run(ids.twinA))).toBe(true);
});
