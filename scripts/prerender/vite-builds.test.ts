import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { bundleInputsHash } from './vite-builds.ts';

test('the bundles are rebuilt when their code, texts or locked dependencies change, not for a new catalogue or build', () => {
  const root = mkdtempSync(join(tmpdir(), 'cjenovnik-bundle-inputs-'));
  for (const dir of ['src/lib', 'locales', 'data', 'dist']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'src/lib/price.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'locales/en.json'), '{"title":"Prices"}');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  const first = bundleInputsHash(root);
  expect(bundleInputsHash(root)).toBe(first);

  writeFileSync(join(root, 'data/catalogue.db'), 'new prices');
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html>');
  expect(bundleInputsHash(root)).toBe(first);

  const changes: [string, string][] = [
    ['src/lib/price.ts', 'export const a = 2;\n'],
    ['locales/en.json', '{"title":"Price"}'],
    ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['src/lib/new-file.ts', ''],
  ];
  let previous = first;
  for (const [file, text] of changes) {
    writeFileSync(join(root, file), text);
    const next = bundleInputsHash(root);
    expect(next, file).not.toBe(previous);
    previous = next;
  }
});
