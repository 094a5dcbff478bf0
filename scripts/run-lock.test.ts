import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { createFixtureCatalogue } from './fixture/fixture-catalogue.ts';
import { FIXTURE_DIR } from './fixture/fixture-dir.ts';
import { buildSites } from './prerender/build.ts';
import { liveBuildDir } from './prerender/incremental/live-site.ts';
import { acquireRunLock, assertLocksHeld, catalogueLock, outputLock, RunLockBusy, RunLockError, withRunLocks } from './run-lock.ts';

const runScript = (script: string, args: string[], catalogue: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, CATALOGUE_DB: catalogue }, encoding: 'utf8' });

test('a build or an update on an output folder another run holds is refused at once, saying who holds it, and touches nothing', () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-out-'));
  const feeds = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-feeds-'));
  const catalogue = join(mkdtempSync(join(tmpdir(), 'cjenovnik-lock-db-')), 'catalogue.db');
  const { lockFile, what } = outputLock(out);
  const held = acquireRunLock(lockFile, what, 'update');
  try {
    for (const [script, args] of [
      ['scripts/prerender/build.ts', ['--out', out]],
      ['scripts/update.ts', [feeds, '--out', out]],
    ] as const) {
      const result = runScript(script, [...args], catalogue);
      expect(result.status, script).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `^Another update \\(pid ${process.pid}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\) is using ${out}: wait for it to end`,
          'm',
        ),
      );
      expect(
        readdirSync(out).filter((name) => name.includes('.next')),
        script,
      ).toEqual([]);
      expect(existsSync(join(out, '.client')), script).toBe(false);
    }
  } finally {
    held.release();
  }
});

test('an ingest on a catalogue an update holds is refused at once with who holds it', () => {
  const catalogue = join(mkdtempSync(join(tmpdir(), 'cjenovnik-lock-db-')), 'catalogue.db');
  const { lockFile, what } = catalogueLock(catalogue);
  const held = acquireRunLock(lockFile, what, 'update');
  try {
    const result = runScript('scripts/ingest/cli.ts', ['--shop', 'tehno', 'scripts/ingest/fixtures/tehno-2026-11-01.xml'], catalogue);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Another update (pid ${process.pid}, started `);
    expect(result.stderr).toContain(`is using the catalogue ${catalogue}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(catalogue)).toBe(false);
  } finally {
    held.release();
  }
});

/** Another process that takes the lock of `lockFile` as an update and holds it until killed. */
async function holdLock(lockFile: string): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./scripts/run-lock.ts').then(({ acquireRunLock }) => { acquireRunLock(${JSON.stringify(lockFile)}, 'out', 'update'); console.log('locked'); setInterval(() => {}, 1000); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => holder.stdout?.on('data', (data: Buffer) => data.toString().includes('locked') && resolve()));
  return holder;
}

test('a lock left by a run killed with SIGKILL is recognised and taken over', async () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-out-'));
  const { lockFile, what } = outputLock(out);
  const holder = await holdLock(lockFile);
  expect(() => acquireRunLock(lockFile, what, 'build')).toThrow(RunLockBusy);
  holder.kill('SIGKILL');
  await new Promise((resolve) => holder.once('exit', resolve));
  const lock = acquireRunLock(lockFile, what, 'build');
  expect(lock.tookOver).toMatchObject({ command: 'update', pid: holder.pid });
  lock.release();
  // Released cleanly, there is nothing to take over.
  const next = acquireRunLock(lockFile, what, 'build');
  expect(next.tookOver).toBeNull();
  next.release();
});

test('a build whose lock file is removed under it, and taken by another run, stops before its switch and switches nothing', async () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-lost-'));
  for (const bundle of ['.client', '.server']) cpSync(join(FIXTURE_DIR, 'dist', bundle), join(out, bundle), { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-lost-db-'));
  process.env.CATALOGUE_DB = join(dir, 'catalogue.db');
  createFixtureCatalogue(join(dir, 'catalogue.db')).close();
  // What runs killed before left: a build folder of the older layout, and another run's.
  mkdirSync(join(out, '.cjenovnik.me.next'));
  mkdirSync(join(out, '.cjenovnik.me.next-99999999'));
  const { lockFile } = outputLock(out);
  let removed = false;
  const build = withRunLocks('build', [outputLock(out)], () =>
    buildSites({
      outDir: out,
      sites: ['cjenovnik.me'],
      skipBundles: true,
      log: (line) => {
        // Mid-build, someone removes the lock files: another run could take the lock now.
        if (line.startsWith('cjenovnik.me: pages') && !removed) {
          removed = true;
          rmSync(lockFile);
          rmSync(`${lockFile}.json`);
        }
      },
    }),
  );
  await expect(build).rejects.toThrow(RunLockError);
  await expect(build).rejects.toThrow(`The lock file ${lockFile} was removed or replaced while this run held it`);
  expect(liveBuildDir(out, 'cjenovnik.me')).toBeNull();
  // The leftovers went; what this run made stays unswitched, in a folder of its own.
  const next = readdirSync(out).filter((name) => name.includes('.next'));
  expect(next.length).toBeGreaterThan(0);
  expect(next.filter((name) => !name.startsWith(`.cjenovnik.me.next-${process.pid}`))).toEqual([]);
}, 120_000);

test('a lock another run takes after the first lost it is its own: the first run cannot switch while it holds it', async () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-lost-'));
  const { lockFile, what } = outputLock(out);
  const lock = acquireRunLock(lockFile, what, 'build');
  rmSync(lockFile);
  const holder = await holdLock(lockFile);
  try {
    expect(() => assertLocksHeld()).toThrow(/was removed or replaced while this run held it, so another run may be using/);
  } finally {
    holder.kill('SIGKILL');
    lock.release();
  }
  // Released, the other run's holder file is left alone.
  expect(existsSync(`${lockFile}.json`)).toBe(true);
});

test("a lock file that cannot lock is refused, naming it and what to do: another user's, a text file, a folder, a huge holder", () => {
  // In /tmp itself: the tests' own temporary folder is closed to other users.
  const dir = mkdtempSync(join('/tmp', 'cjenovnik-lock-odd-'));
  chmodSync(dir, 0o755);
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  chmodSync(tmp, 0o777);
  // Another user's lock file, in a folder that user cannot write: SQLite opens it read-only.
  const theirs = join(dir, 'theirs.lock');
  writeFileSync(theirs, '');
  const asNobody = spawnSync(
    'setpriv',
    [
      '--reuid=65534',
      '--regid=65534',
      '--clear-groups',
      process.execPath,
      '--import',
      'tsx',
      '-e',
      `import('./scripts/run-lock.ts').then(({ acquireRunLock }) => { acquireRunLock(${JSON.stringify(theirs)}, 'dist', 'update'); console.log('LOCKED'); })`,
    ],
    // Its own temporary folder: the tests' is this user's.
    { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp } },
  );
  expect(asNobody.stdout).not.toContain('LOCKED');
  expect(asNobody.stderr).toContain(`${theirs} cannot be written by this user`);
  const text = join(dir, 'text.lock');
  writeFileSync(text, 'not a lock, but a note someone left here\n'.repeat(200));
  expect(() => acquireRunLock(text, 'dist', 'build')).toThrow(
    `${text} is not a lock file (it holds something else): check that no run is going`,
  );
  const folder = join(dir, 'folder.lock');
  mkdirSync(folder);
  expect(() => acquireRunLock(folder, 'dist', 'build')).toThrow(new RegExp(`^${folder} cannot be opened .*: it cannot lock`));
  // A holder file of 50 MB is not read whole, nor echoed.
  const held = join(dir, 'held.lock');
  const lock = acquireRunLock(held, 'dist', 'build');
  writeFileSync(`${held}.json`, JSON.stringify({ command: 'x'.repeat(50_000_000), pid: 1, started: '2026-11-28T00:00:00.000Z' }));
  const refusal = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./scripts/run-lock.ts').then(({ acquireRunLock }) => acquireRunLock(${JSON.stringify(held)}, 'dist', 'build'))`,
    ],
    { encoding: 'utf8' },
  );
  lock.release();
  expect(refusal.stderr).toContain('Another run is using dist');
  expect(refusal.stderr.length).toBeLessThan(5_000);
});
