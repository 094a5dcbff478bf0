import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { BuildKeys } from '../incremental/build-keys.ts';
import { feedsOutput } from './feeds.ts';
import { pagesOutput } from './pages.ts';
import { OUTPUTS } from './table.ts';

const ARCHITECTURE = new URL('../../../docs/architecture.md', import.meta.url);

test('docs/architecture.md lists the outputs as the build writes them, in its order, with whether the dev server answers', () => {
  const rows = readFileSync(ARCHITECTURE, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| output ') && !line.startsWith('| ---'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const documented = rows.filter((cells) => OUTPUTS.some((output) => output.name === cells[1]));
  expect(documented.map((cells) => cells[1])).toEqual(OUTPUTS.map((output) => output.name));
  expect(documented.map((cells) => cells[4] !== 'none')).toEqual(OUTPUTS.map((output) => output.serve !== undefined));
});

test('one output answers the paths no other claims, and the output names are unique', () => {
  expect(OUTPUTS.filter((output) => output.answersRest).map((output) => output.name)).toEqual(['pages']);
  expect(new Set(OUTPUTS.map((output) => output.name)).size).toBe(OUTPUTS.length);
});

test("an output reads only the keys of outputs before it in the table, and names its files' ids as it records them", () => {
  const names = OUTPUTS.map((output) => output.name);
  for (const [index, output] of OUTPUTS.entries())
    for (const read of output.reads ?? []) {
      expect(names.indexOf(read), `${output.name} reads ${read}`).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(read), `${output.name} reads ${read}`).toBeLessThan(index);
    }
  // Every output that records ids (it may carry files over) says which files an id stands for.
  const recording = ['pages', 'category lists', 'open data', 'other market', 'families', 'feeds'];
  expect(OUTPUTS.filter((output) => output.filesOf).map((output) => output.name)).toEqual(recording);
});

test('reading the keys of an output not declared is refused', () => {
  const keys = new BuildKeys(null, '/tmp/none');
  expect(() => keys.of({ name: 'sitemaps' }).read('pages', '/')).toThrow(
    'The sitemaps output reads the keys of pages without declaring it in its reads.',
  );
  keys.of(pagesOutput).decide('/telefoni', 'k1');
  expect(keys.of(feedsOutput).read('pages', '/telefoni')).toBe('k1');
});
