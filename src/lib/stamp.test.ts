import { expect, test } from 'vitest';
import { stamp } from './stamp.ts';

test('the same text has the same stamp; a changed character, or one more, gives another', () => {
  const payload = JSON.stringify({ screen: 'article', price: 52999, name: 'Čokolada Ђ 😀' });
  expect(stamp(payload)).toBe(stamp(`${payload}`));
  expect(stamp(payload.replace('52999', '52998'))).not.toBe(stamp(payload));
  expect(stamp(`${payload} `)).not.toBe(stamp(payload));
  expect(stamp('')).toMatch(/^[0-9a-z]+$/);
});
