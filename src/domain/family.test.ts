import { describe, expect, test } from 'vitest';
import { capacityGb, variantPicker, type FamilyMember } from './family.ts';

const eur = (minor: number) => ({ minor, currency: 'EUR' as const });
const member = (values: FamilyMember['values'], price: number | null = null): FamilyMember => ({
  values,
  price: price === null ? null : eur(price),
});

describe('variantPicker', () => {
  // Two capacities in black, one in blue: nobody sells 256 GB in blue.
  const members = [
    member({ storage: '256 GB', color: 'Black' }, 89900),
    member({ storage: '128 GB', color: 'Black' }, 76900),
    member({ storage: '128 GB', color: 'Blue' }, 78900),
  ];

  test('per axis the values, capacities ascending, the current one selected, each leading to the member that keeps the other values', () => {
    expect(variantPicker(members, 1)).toEqual([
      {
        axis: 'color',
        options: [
          { value: 'Black', member: 1, selected: true },
          { value: 'Blue', member: 2, selected: false },
        ],
      },
      {
        axis: 'storage',
        options: [
          { value: '128 GB', member: 1, selected: true },
          { value: '256 GB', member: 0, selected: false },
        ],
      },
    ]);
  });

  test('a combination no member has is shown as such', () => {
    const color = variantPicker(members, 0).find((axis) => axis.axis === 'color');
    expect(color?.options).toEqual([
      { value: 'Black', member: 0, selected: true },
      { value: 'Blue', member: null, selected: false },
    ]);
  });

  test('an axis on which every member agrees is not a choice', () => {
    const sameColour = [member({ storage: '128 GB', color: 'Black' }), member({ storage: '1 TB', color: 'Black' })];
    expect(variantPicker(sameColour, 0).map((axis) => axis.axis)).toEqual(['storage']);
    expect(variantPicker([member({ color: 'Black' })], 0)).toEqual([]);
  });

  test('values that are not all capacities keep the order members first show them', () => {
    const sizes = [member({ size: 'XL' }), member({ size: 'S' }), member({ size: 'R' })];
    expect(variantPicker(sizes, 0)[0]?.options.map((option) => option.value)).toEqual(['XL', 'S', 'R']);
  });
});

test('capacityGb reads GB and TB, nothing else', () => {
  expect(capacityGb('512 GB')).toBe(512);
  expect(capacityGb('1 TB')).toBe(1024);
  expect(capacityGb('1,5TB')).toBe(1536);
  expect(capacityGb('Black')).toBeNull();
  expect(capacityGb('16 GB / 512 GB')).toBeNull();
});
