import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const CLI = join(import.meta.dirname, 'cli.ts');

/** Runs `npm run match -- <args>` as a user does, without npm. */
const runMatch = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });

/** A pairs file of these lines, as JSON lines. */
function pairsFile(lines: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'match-pairs-')), 'pairs.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const pair = (left: string, right: string, extra: object = {}) =>
  JSON.stringify({ left: { title: left, ...extra }, right: { title: right } });
const outputLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test('prints one decision a line, in the order of the pairs, and exits 0', () => {
  const file = pairsFile([
    pair('Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black SM-S921B AKCIJA', 'Samsung Galaxy S24 8GB/256GB crna SM-S921B'),
    pair('Samsung Galaxy S24 8/128GB Onyx Black SM-S921B', 'Samsung Galaxy S24 8/256GB Onyx Black SM-S921B'),
    pair('Samsung Galaxy S24 8/256GB Onyx Black', 'Samsung Galaxy S24 8/256GB Onyx Black'),
    pair('Maska za iPhone 15 silikonska crna', 'Apple iPhone 15 128GB crna', { brand: null, gtin: null, price: 12.9 }),
  ]);
  const run = runMatch(['pairs', file]);
  expect(run.status).toBe(0);
  expect(run.stderr).toBe('');
  expect(outputLines(run.stdout)).toEqual([
    { verdict: 'same', score: 1, why: expect.stringMatching(/^model code SM-S921B \(exact\)/) },
    { verdict: 'different', score: 0, why: 'conflict: capacity 128 GB / 256 GB' },
    { verdict: 'unsure', score: expect.any(Number), why: expect.stringMatching(/^no shared model code/) },
    { verdict: 'different', score: 0, why: 'conflict: an accessory and a device' },
  ]);
}, 30_000);

test('a line that is not a pair gets an error with its line number in its place, the rest is decided, and it exits 1', () => {
  const file = pairsFile([
    pair('Intel Core i5-14600KF BOX', 'Procesor Intel Core I5 14600KF LGA1700'),
    '{"left": {"title": "Samsung Galaxy S24"}, "right": ',
    '',
    JSON.stringify({ left: { title: 'Sony WH-1000XM5 Black' }, right: { brand: 'Sony' } }),
    JSON.stringify({ left: { title: '' }, right: { title: 'Sony WH-1000XM5 Black' } }),
    pair('Procesor Intel Core i5-14600K BOX', 'Intel Core i5 14600KF BOX'),
  ]);
  const run = runMatch(['pairs', file]);
  expect(run.status).toBe(1);
  expect(outputLines(run.stdout)).toEqual([
    expect.objectContaining({ verdict: 'same' }),
    { line: 2, error: expect.stringMatching(/^not JSON/) },
    { line: 4, error: expect.stringMatching(/^right\.title: /) },
    { line: 5, error: 'left.title: title is empty' },
    expect.objectContaining({ verdict: 'different', why: 'conflict: model code 14600K / 14600KF' }),
  ]);
  expect(run.stderr).toMatch(/3 of the lines were not pairs/);
}, 30_000);

test.each([
  ['no arguments', []],
  ['another command', ['decide', 'pairs.jsonl']],
  ['no file', ['pairs']],
  ['two files', ['pairs', 'a.jsonl', 'b.jsonl']],
])(
  'a wrong command line (%s) prints the usage and exits 2',
  (_name, args) => {
    const run = runMatch(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage:\n {2}npm run match -- pairs <file\.jsonl>/);
  },
  30_000,
);

test('a file that does not exist is named, with exit 2', () => {
  const missing = join(tmpdir(), 'no-such-pairs.jsonl');
  const run = runMatch(['pairs', missing]);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(`No file ${missing}`);
}, 30_000);
