import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FIXTURE_DIST, MNE } from '../prerender/fixture-output.test-kit.ts';

/** Changes to a build folder that leave the build it was linked from as it was. */
export interface BuildEdit {
  dir: string;
  read(path: string): string;
  /** A new file in place of the linked one (writing through the link would change both builds). */
  write(path: string, content: string): void;
  remove(path: string): void;
}

let builds = 0;

function switchTo(dist: string, domain: string, name: string): void {
  symlinkSync(name, join(dist, `.${domain}.link`));
  renameSync(join(dist, `.${domain}.link`), join(dist, domain));
}

/** A temporary output folder holding a copy of the fixture's Montenegro build, live under its link. */
export function copyFixtureSite(): { dist: string; domain: string } {
  const source = join(FIXTURE_DIST, MNE.domain);
  if (!existsSync(source)) throw new Error(`${source} is missing. Build the fixture first: npm run test:fixture`);
  const dist = mkdtempSync(join(tmpdir(), 'deploy-'));
  const name = `.${MNE.domain}.build-${++builds}`;
  execFileSync('cp', ['-a', `${realpathSync(source)}/.`, join(dist, name)]);
  switchTo(dist, MNE.domain, name);
  return { dist, domain: MNE.domain };
}

/** The next build as the build makes one: hard links to the live build's files, changed by `change`, then switched in. */
export function nextBuild(dist: string, domain: string, change: (edit: BuildEdit) => void): string {
  const name = `.${domain}.build-${++builds}`;
  const dir = join(dist, name);
  execFileSync('cp', ['-al', `${realpathSync(join(dist, domain))}/.`, dir]);
  change({
    dir,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    write(path, content) {
      rmSync(join(dir, path), { force: true });
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    },
    remove: (path) => rmSync(join(dir, path)),
  });
  switchTo(dist, domain, name);
  return dir;
}
