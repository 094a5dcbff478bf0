import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
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
