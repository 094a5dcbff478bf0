import { expect, test } from 'vitest';
import { deliveryChoicesMet, fastestDelivery } from './delivery.ts';

test("a product's fastest delivery is the fewest most-days among its buyable offers that state one", () => {
  expect(
    fastestDelivery([
      { availability: 'in_stock', delivery: { min: 1, max: 3 } },
      { availability: 'out_of_stock', delivery: { min: 0, max: 1 } },
      { availability: 'backorder', delivery: { min: 2, max: 2 } },
      { availability: 'in_stock', delivery: null },
    ]),
  ).toBe(2);
  expect(fastestDelivery([{ availability: 'in_stock', delivery: null }])).toBeNull();
  expect(fastestDelivery([{ availability: 'out_of_stock', delivery: { min: 1, max: 1 } }])).toBeNull();
});

test('a product meets every "within N days" choice from its fastest days up, and none when unknown', () => {
  expect(deliveryChoicesMet(0)).toEqual([1, 2, 3, 5]);
  expect(deliveryChoicesMet(2)).toEqual([2, 3, 5]);
  expect(deliveryChoicesMet(4)).toEqual([5]);
  expect(deliveryChoicesMet(6)).toEqual([]);
  expect(deliveryChoicesMet(null)).toEqual([]);
});
