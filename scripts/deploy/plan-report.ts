import type { Entries } from './manifest.ts';
import type { LocalFile, Plan } from './plan.ts';
import { fileCount, formatBytes } from './transfer-progress.ts';

const count = (n: number) => n.toLocaleString('en');

/** One line of what a deploy will do. */
export function planSummary(plan: Plan): string {
  const upload = Object.values(plan.upload).flat();
  const bytes = upload.reduce((total, file) => total + file.size, 0);
  return (
    `plan: ${count(plan.added.length)} new, ${count(plan.changed.length)} changed (${fileCount(upload.length)}, ${formatBytes(bytes)} to upload), ` +
    `${count(plan.unchanged)} unchanged; ${count(plan.remove.length)} to delete; ` +
    `${fileCount(plan.retired.length + plan.kept.length)} of older builds kept (${count(plan.retired.length)} left the build now)`
  );
}

/** For `--dry-run`: each kind of change with its count, bytes and first paths. */
export function planDetails(plan: Plan, remote: Entries, first = 5): string[] {
  const sizes = new Map<string, number>(
    Object.values(plan.upload)
      .flat()
      .map((file: LocalFile) => [file.path, file.size]),
  );
  const kinds: [string, string[], (path: string) => number][] = [
    ['new', plan.added, (path) => sizes.get(path) ?? 0],
    ['changed', plan.changed, (path) => sizes.get(path) ?? 0],
    ['deleted once the build is up', plan.remove, (path) => remote.get(path)?.size ?? 0],
    ['left the build, kept 7 days', plan.retired, (path) => remote.get(path)?.size ?? 0],
    ['kept from earlier builds', plan.kept, (path) => remote.get(path)?.size ?? 0],
  ];
  return kinds.map(([kind, paths, size]) => {
    const bytes = paths.reduce((total, path) => total + size(path), 0);
    const shown = paths.slice(0, first).join(', ');
    return `  ${kind}: ${fileCount(paths.length)}, ${formatBytes(bytes)}${shown ? `: ${shown}${paths.length > first ? ', ...' : ''}` : ''}`;
  });
}
