import type { DroppedValue, IngestReport } from './ingest-feed.ts';
import { inline, printable, quote } from './printable.ts';

/** The first 20 of the listed items with where and why, and how many more there are. */
function itemLines(listed: DroppedValue[], total: number): string[] {
  const lines = listed.slice(0, 20).map((entry) => {
    const id = entry.id ? `, id ${quote(entry.id)}` : '';
    return `    item ${entry.item} (line ${entry.line}${id}): ${printable(entry.detail, { oneLine: true })}`;
  });
  if (listed.length > 20) lines.push(`    … ${total - 20} more (--json lists ${listed.length})`);
  return lines;
}

/** The end-of-ingest summary a person reads. */
export function formatReport(report: IngestReport): string {
  const lines = [
    `${inline(report.file, 300)} (${report.shop}, ${report.format ?? 'unknown format'}, at ${report.at ?? '-'})`,
    `  items read      ${report.items}`,
    `  new offers      ${report.newOffers}`,
    `  price changes   ${report.priceChanges}`,
    `  unchanged       ${report.unchanged}`,
    `  new products    ${report.productsCreated}`,
    `  unmatched       ${report.unmatched}${report.unmatched > 0 ? ' (npm run ingest:unmatched)' : ''}`,
    `  gone            ${report.gone}${report.goneWithheld ? ` (${report.goneWithheld})` : ''}`,
    `  rejected        ${report.rejected}`,
  ];
  for (const [reason, count] of Object.entries(report.rejectedByReason)) lines.push(`    ${reason}: ${count}`);
  lines.push(...itemLines(report.rejections, report.rejected));
  if (report.dropped > 0) {
    lines.push(`  landed, a value dropped  ${report.dropped}`, ...itemLines(report.drops, report.dropped));
  }
  return lines.join('\n');
}
