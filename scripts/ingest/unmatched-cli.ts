import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { reviewWorklist } from '../catalogue/worklist.ts';
import { minorToDecimal } from '../../src/domain/money.ts';
import { inline, printableJson } from './printable.ts';
import { runCli } from '../cli.ts';

/** `npm run ingest:unmatched`: the review queue as a worklist, the proposals worth most first. */
function main(): void {
  const { values } = parseArgs({ options: { shop: { type: 'string' }, json: { type: 'boolean', default: false } } });
  const db = openCatalogue();
  const proposals = reviewWorklist(db, values.shop ?? null);
  db.close();
  if (values.json) {
    console.log(printableJson(proposals));
    return;
  }
  if (proposals.length === 0) {
    console.log('The review queue is empty: every feed item matched a product.');
    return;
  }
  // One line per item, one cell per value: a tab or newline in a value must not shift either.
  const cell = (value: string | number | null | undefined) => inline(String(value ?? '-'), 200);
  for (const proposal of proposals) {
    console.log(`proposal ${cell(proposal.id)}: ${cell(proposal.name)}, ${proposal.shops} shop(s), ${proposal.items.length} item(s)`);
    for (const reason of proposal.reasons) console.log(`  not matched: ${cell(reason)}`);
    for (const candidate of proposal.candidates) {
      console.log(`  candidate product ${candidate.product}, score ${candidate.score}: ${cell(candidate.why)}`);
    }
    for (const item of proposal.items) {
      console.log(
        `  ${cell(item.shop)}\t${cell(item.id)}\t${cell(item.title)}\tbrand ${cell(item.brand)}\tgtin ${cell(item.gtin)}\tmpn ${cell(item.mpn)}` +
          `\t${item.category ? cell(item.category) : 'unmapped'}\t${minorToDecimal(item.priceMinor)} ${cell(item.currency)}\tlast seen ${cell(item.lastSeen)}`,
      );
    }
  }
  const items = proposals.reduce((sum, proposal) => sum + proposal.items.length, 0);
  console.log(
    `${items} unmatched item(s) in ${proposals.length} proposal(s), the most shops first. A candidate that is the product: ` +
      'add its GTIN or brand + MPN to the product, and the next ingest matches the item.',
  );
}

runCli(import.meta.url, main);
