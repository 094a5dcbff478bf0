import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Imports flow one way: scripts -> pages -> src -> sites (house-style.md). Nothing in the
 * browser's code (pages, src, sites) may reach build-time code, SQLite or Node built-ins.
 */
const RULES: { dir: string; forbidden: RegExp[] }[] = [
  { dir: 'pages', forbidden: [/\/scripts\//, /^better-sqlite3$/, /^node:/, /^(fs|path|os|worker_threads|url)$/] },
  { dir: 'src', forbidden: [/\/scripts\//, /\/pages\//, /^better-sqlite3$/, /^node:/, /^(fs|path|os|worker_threads|url)$/] },
  { dir: 'sites', forbidden: [/\/scripts\//, /\/pages\//, /^better-sqlite3$/, /^node:/] },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

const problems: string[] = [];
for (const rule of RULES) {
  for (const file of sourceFiles(rule.dir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = match[1] ?? match[2] ?? '';
      if (rule.forbidden.some((pattern) => pattern.test(target))) {
        problems.push(`${relative('.', file)}: imports ${target}, which ${rule.dir}/ must not reach`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error('Move the shared code down a layer (pages -> src -> sites) or the build-time code into scripts/.');
  process.exit(1);
}
console.log('imports: every layer points one way');
