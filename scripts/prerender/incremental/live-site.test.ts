import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { writtenHashesFileOf } from '../written-hashes.ts';
import { keysFileOf, liveBuildDir, nextBuildDir, publishNextBuild, repairLiveSite, replacedBuilds } from './live-site.ts';

const SITE = 'cjenovnik.me';

function makeNext(out: string, content: string): void {
  mkdirSync(nextBuildDir(out, SITE), { recursive: true });
  writeFileSync(join(nextBuildDir(out, SITE), 'index.html'), content);
  writeFileSync(keysFileOf(nextBuildDir(out, SITE)), JSON.stringify({ content }));
  writeFileSync(writtenHashesFileOf(nextBuildDir(out, SITE)), content);
}

const liveIndex = (out: string) => readFileSync(join(out, SITE, 'index.html'), 'utf8');

test('a visitor reading the live site while builds are switched in never finds it missing', async () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-live-'));
  makeNext(out, 'build 0');
  publishNextBuild(out, SITE, true);
  // A reader in another process, as nginx or the preview server is, counting failed reads.
  const reader = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs'); let reads = 0, failed = 0;
       process.stdin.on('data', () => process.stdout.write(JSON.stringify({ reads, failed }) + '\\n', () => process.exit(0)));
       const loop = () => { for (let i = 0; i < 200; i += 1) { reads += 1; try { fs.readFileSync(${JSON.stringify(join(out, SITE, 'index.html'))}); } catch { failed += 1; } } setImmediate(loop); };
       console.log('reading'); loop();`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  reader.stdout.on('data', (data: Buffer) => (output += data.toString()));
  await new Promise<void>((resolve) => reader.stdout.once('data', () => resolve()));
  for (let build = 1; build <= 150; build += 1) {
    makeNext(out, `build ${build}`);
    publishNextBuild(out, SITE, true);
  }
  reader.stdin.write('stop\n');
  // 'close', not 'exit': the reader's output may still be arriving when it exits.
  await new Promise((resolve) => reader.once('close', resolve));
  const { reads, failed } = JSON.parse(output.trim().split('\n').at(-1) as string) as { reads: number; failed: number };
  expect(reads).toBeGreaterThan(150);
  expect(failed).toBe(0);
  expect(liveIndex(out)).toBe('build 150');
});

test('the live site is a link to the newest build; the replaced one stays with its keys and hashes, older ones go', async () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-live-'));
  for (const build of [1, 2, 3]) {
    makeNext(out, `build ${build}`);
    publishNextBuild(out, SITE, false);
  }
  expect(lstatSync(join(out, SITE)).isSymbolicLink()).toBe(true);
  expect(readlinkSync(join(out, SITE))).toMatch(/^\.cjenovnik\.me\.build-\d+$/);
  expect(liveIndex(out)).toBe('build 3');
  expect(readFileSync(keysFileOf(liveBuildDir(out, SITE) as string), 'utf8')).toBe('{"content":"build 3"}');
  expect(readFileSync(writtenHashesFileOf(liveBuildDir(out, SITE) as string), 'utf8')).toBe('build 3');
  expect(replacedBuilds(out, SITE)).toHaveLength(2);
  makeNext(out, 'build 4');
  publishNextBuild(out, SITE, true);
  expect(liveIndex(out)).toBe('build 4');
  // The replaced one stays; the older ones are removed in the background (a folder may be half gone).
  const contentOf = (dir: string) => {
    try {
      return readFileSync(join(dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  };
  await expect.poll(() => replacedBuilds(out, SITE).map(contentOf)).toEqual(['build 3']);
  // Nothing of the older builds is left beside them.
  await expect.poll(() => readdirSync(out).filter((name) => name.startsWith('.cjenovnik.me.build-')).length).toBe(6);
});

test('a run that finds the live site missing beside complete builds restores the newest', () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-live-'));
  for (const build of [1, 2]) {
    makeNext(out, `build ${build}`);
    publishNextBuild(out, SITE, false);
  }
  // The link gone, as a kill in the middle of moving an older layout's folder would leave it.
  rmSync(join(out, SITE));
  expect(repairLiveSite(out, SITE)).toMatch(/was missing: restored to the newest complete build, \.cjenovnik\.me\.build-\d+$/);
  expect(liveIndex(out)).toBe('build 2');
  expect(repairLiveSite(out, SITE)).toBeNull();
  // A half-made build (`.next`) is never taken for a complete one.
  rmSync(join(out, SITE));
  for (const dir of replacedBuilds(out, SITE)) rmSync(dir, { recursive: true });
  rmSync(liveBuildDir(out, SITE) ?? join(out, 'none'), { recursive: true, force: true });
  makeNext(out, 'half');
  expect(repairLiveSite(out, SITE)).toBeNull();
});

test('a site folder of the older layout is moved behind a link, its page keys with it', () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-live-'));
  makeNext(out, 'old layout');
  renameSync(nextBuildDir(out, SITE), join(out, SITE));
  renameSync(keysFileOf(nextBuildDir(out, SITE)), join(out, `.${SITE}.keys.json`));
  expect(repairLiveSite(out, SITE)).toContain('made a link to it');
  expect(lstatSync(join(out, SITE)).isSymbolicLink()).toBe(true);
  expect(liveIndex(out)).toBe('old layout');
  expect(readFileSync(keysFileOf(liveBuildDir(out, SITE) as string), 'utf8')).toBe('{"content":"old layout"}');
});
