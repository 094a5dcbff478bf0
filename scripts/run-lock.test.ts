import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireRunLock, catalogueLock, outputLock, RunLockBusy } from './run-lock.ts';

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
      expect(existsSync(join(out, '.cjenovnik.me.next')), script).toBe(false);
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

test('a lock left by a run killed with SIGKILL is recognised and taken over', async () => {
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-lock-out-'));
  const { lockFile, what } = outputLock(out);
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
  await new Promise<void>((resolve) => holder.stdout.on('data', (data: Buffer) => data.toString().includes('locked') && resolve()));
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
