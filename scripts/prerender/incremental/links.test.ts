import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { linkTree } from './links.ts';

test('linkTree links regular files and real folders only, and returns the symbolic links it left out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-link-tree-'));
  const from = join(dir, 'images');
  mkdirSync(join(from, 'sub'), { recursive: true });
  mkdirSync(join(dir, 'elsewhere'));
  writeFileSync(join(dir, 'elsewhere/other.svg'), '<svg>other</svg>');
  writeFileSync(join(from, 'logo.svg'), '<svg>logo</svg>');
  writeFileSync(join(from, 'sub/phone.svg'), '<svg>phone</svg>');
  symlinkSync('/etc/passwd', join(from, 'sub/passwd.svg'));
  symlinkSync(join(dir, 'elsewhere'), join(from, 'folder'));
  const to = join(dir, 'site/images');

  const refused = linkTree(from, to);

  expect(refused.sort()).toEqual(['folder', join('sub', 'passwd.svg')]);
  expect(readdirSync(to, { recursive: true }).sort()).toEqual(['logo.svg', 'sub', join('sub', 'phone.svg')]);
  expect(lstatSync(join(to, 'sub')).isDirectory()).toBe(true);
  expect(readFileSync(join(to, 'sub/phone.svg'), 'utf8')).toBe('<svg>phone</svg>');
  expect(lstatSync(join(to, 'logo.svg')).ino).toBe(lstatSync(join(from, 'logo.svg')).ino);
  rmSync(dir, { recursive: true, force: true });
});

test('linkTree onto a tree it linked before keeps what is the same file, relinks what changed and removes what is gone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-link-tree-'));
  const from = join(dir, 'images');
  mkdirSync(join(from, 'p'), { recursive: true });
  for (const name of ['kept.svg', 'changed.svg', 'gone.svg']) writeFileSync(join(from, 'p', name), `<svg>${name}</svg>`);
  writeFileSync(join(from, 'was-a-file'), 'x');
  const to = join(dir, 'site/images');
  linkTree(from, to);
  const keptInode = lstatSync(join(to, 'p/kept.svg')).ino;

  // The catalogue replaces one image (a new file), drops one, turns a file into a folder and adds one.
  rmSync(join(from, 'p/changed.svg'));
  writeFileSync(join(from, 'p/changed.svg'), '<svg>new</svg>');
  rmSync(join(from, 'p/gone.svg'));
  rmSync(join(from, 'was-a-file'));
  mkdirSync(join(from, 'was-a-file'));
  writeFileSync(join(from, 'was-a-file/inside.svg'), '<svg>inside</svg>');
  writeFileSync(join(from, 'p/added.svg'), '<svg>added</svg>');
  expect(linkTree(from, to)).toEqual([]);

  expect(readdirSync(to, { recursive: true }).sort()).toEqual(
    ['p', 'p/added.svg', 'p/changed.svg', 'p/kept.svg', 'was-a-file', 'was-a-file/inside.svg'].map((path) => join(...path.split('/'))),
  );
  expect(lstatSync(join(to, 'p/kept.svg')).ino).toBe(keptInode);
  expect(lstatSync(join(to, 'p/changed.svg')).ino).toBe(lstatSync(join(from, 'p/changed.svg')).ino);
  expect(readFileSync(join(to, 'p/changed.svg'), 'utf8')).toBe('<svg>new</svg>');
  rmSync(dir, { recursive: true, force: true });
});
