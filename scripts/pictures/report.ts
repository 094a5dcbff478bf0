import { inline } from '../ingest/printable.ts';
import type { PictureReport } from './refresh.ts';

/** Examples of failures printed per shop; the count says how many there were. */
const EXAMPLES = 3;

/**
 * The pictures' part of a run's summary: one line of counts, then a line per shop whose links
 * failed, with its first examples (product, link, reason), each link cut to one short line.
 */
export function pictureSummary(report: PictureReport): string[] {
  const lines = [
    `pictures: ${report.checked} products asked for, ${report.made} made, ${report.unchanged} unchanged, ` +
      `${report.failures.length} links failed, ${report.removed} unused files removed` +
      `${report.left > 0 ? `, ${report.left} left for the next run (its time was up)` : ''}; ${report.seconds.toFixed(1)} s`,
  ];
  const byShop = new Map<string, PictureReport['failures']>();
  for (const failure of report.failures) {
    const list = byShop.get(failure.shop) ?? [];
    list.push(failure);
    byShop.set(failure.shop, list);
  }
  for (const [shop, failures] of [...byShop].sort(([a], [b]) => a.localeCompare(b))) {
    const examples = failures
      .slice(0, EXAMPLES)
      .map((failure) => `product ${failure.product} ${inline(failure.url, 80)}: ${inline(failure.reason, 120)}`);
    lines.push(`  ${shop}: ${failures.length} picture links failed; ${examples.join('; ')}`);
  }
  return lines;
}
