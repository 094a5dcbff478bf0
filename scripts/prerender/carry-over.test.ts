import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { linkTree } from './carry-over.ts';

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
