import { expect, test } from 'vitest';
import { itemGroupOf, variantOfItem } from './variant-fields.ts';

test("Google Merchant Center's variant attributes are an item's variant values", () => {
  expect(variantOfItem({ color: 'Onyx Black', size: 'XL', material: 'Leather', pattern: 'Camo' }, 'Chair')).toEqual([
    { axis: 'color', value: 'Onyx Black' },
    { axis: 'size', value: 'XL' },
    { axis: 'material', value: 'Leather' },
    { axis: 'pattern', value: 'Camo' },
  ]);
});

test('capacities come from product_detail by what its attribute names, else from the title', () => {
  const detail = 'Display:Diagonal:6.2"\nMemory:RAM:8 GB\nStorage:Internal storage:256GB';
  expect(variantOfItem({ product_detail: detail }, 'Galaxy S24 128 GB')).toEqual([
    { axis: 'memory', value: '8 GB' },
    { axis: 'storage', value: '256 GB' },
  ]);
  expect(variantOfItem({}, 'Redmi Note 13 8 GB / 256 GB')).toEqual([
    { axis: 'memory', value: '8 GB' },
    { axis: 'storage', value: '256 GB' },
  ]);
  expect(variantOfItem({}, 'Samsung T7 Shield 1TB')).toEqual([{ axis: 'storage', value: '1 TB' }]);
  expect(variantOfItem({}, 'USB-C cable')).toEqual([]);
});

test('a value too long to be a variant name is left out, and the item still lands', () => {
  expect(variantOfItem({ color: 'x'.repeat(81) }, 'Phone')).toEqual([]);
  expect(itemGroupOf({ item_group_id: ' S24 ' })).toBe('S24');
  expect(itemGroupOf({ item_group_id: 'g'.repeat(51) })).toBeNull();
  expect(itemGroupOf({})).toBeNull();
});
