import { expect, test } from 'vitest';
import type { Snapshot, SnapshotProduct } from '../../catalogue/snapshot.ts';
import { cardSpecs } from './card-specs.ts';

const labels: Snapshot['specLabels'] = new Map(
  [
    ['storage', 'GB'],
    ['ram', 'GB'],
    ['screenSize', '"'],
    ['battery', 'mAh'],
    ['os', ''],
    ['connectivity', ''],
  ].map(([key, unit]) => [key as string, { unit: unit as string, names: {} as never }]),
);

const product = (specs: [string, string][]) => ({ specs: specs.map(([key, value]) => ({ key, value })) }) as SnapshotProduct;

test('a phone shows storage, memory and screen, in that order whatever the feed order, RAM named', () => {
  const phone = product([
    ['os', 'Android 15'],
    ['screenSize', '6.2'],
    ['battery', '4000'],
    ['ram', '8'],
    ['storage', '128'],
  ]);
  expect(cardSpecs(phone, labels)).toEqual(['128\u00a0GB', '8\u00a0GB\u00a0RAM', '6.2"']);
});

test('at most three; a key further down fills in for one the product lacks', () => {
  expect(
    cardSpecs(
      product([
        ['battery', '1450'],
        ['screenSize', '2.4'],
        ['connectivity', '4G'],
      ]),
      labels,
    ),
  ).toEqual(['2.4"', '1450\u00a0mAh', '4G']);
});

test('a value too long for a card, a key with no place on it, or a repeated key is left out', () => {
  const specs = product([
    ['connectivity', 'Wi-Fi 6E, Bluetooth 5.3, 2.5GbE'],
    ['os', 'Android 15'],
    ['storage', '256'],
    ['storage', '512'],
  ]);
  expect(cardSpecs(specs, labels)).toEqual(['256\u00a0GB']);
});

test('a product without card specs has none, not an empty list', () => {
  expect(cardSpecs(product([]), labels)).toBeUndefined();
  expect(cardSpecs(product([['os', 'Android 15']]), labels)).toBeUndefined();
});
