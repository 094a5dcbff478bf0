import { expect, test } from 'vitest';
import { familyKeys, familyLeaders } from './families.ts';

test("each id is named by its family's first id, a product alone by its own", () => {
  // Families at ids 2-4 and 9-10: gaps from the previous family's first id, and sizes.
  const runs = [2, 3, 7, 2];
  expect(familyKeys(runs, [0, 1, 2, 3, 4, 5, 8, 9, 10, 11])).toEqual([0, 1, 2, 2, 2, 5, 8, 9, 9, 11]);
  expect(familyKeys([], [0, 7])).toEqual([0, 7]);
});

test('a family leads with its first position in the given order, and only once', () => {
  const familyOf = [0, 0, 2, 0, 4];
  expect(familyLeaders([3, 1, 2, 0, 4], familyOf)).toEqual([3, 2, 4]);
});
