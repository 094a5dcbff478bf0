import type { IngestReport } from './ingest-feed.ts';
import { inline, printable, quote } from './printable.ts';

/** The end-of-ingest summary a person reads. */
export function formatReport(report: IngestReport): string {
  const lines = [
    `${inline(report.file, 300)} (${report.shop}, ${report.format ?? 'unknown format'}, at ${report.at ?? '-'})`,
    `  items read      ${report.items}`,
    `  new offers      ${report.newOffers}`,
    `  price changes   ${report.priceChanges}`,
    `  unchanged       ${report.unchanged}`,
    `  unmatched       ${report.unmatched}${report.unmatched > 0 ? ' (npm run ingest:unmatched)' : ''}`,
    `  gone            ${report.gone}${report.goneWithheld ? ` (${report.goneWithheld})` : ''}`,
    `  rejected        ${report.rejected}`,
  ];
  for (const [reason, count] of Object.entries(report.rejectedByReason)) lines.push(`    ${reason}: ${count}`);
  for (const rejection of report.rejections.slice(0, 20)) {
    const id = rejection.id ? `, id ${quote(rejection.id)}` : '';
    lines.push(`    item ${rejection.item} (line ${rejection.line}${id}): ${printable(rejection.detail, { oneLine: true })}`);
  }
  if (report.rejections.length > 20) lines.push(`    … ${report.rejected - 20} more (--json lists ${report.rejections.length})`);
  return lines.join('\n');
}
