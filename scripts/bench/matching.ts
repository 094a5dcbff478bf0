/**
 * `npm run bench:matching`: the matcher's precision, recall and F1 of "same" and its share of
 * "unsure", by kind of pair, on the labelled sets in `scripts/matching/labelled/` (hand-written
 * hard cases, and pairs of the sample shops' titles). Budgets (docs/benchmarks.md): precision at
 * least 99% on every kind; recall at least 85% of the same-product pairs that share a model code.
 *
 *   npm run bench:matching                 # the table and the verdicts
 *   npm run bench:matching -- --verbose    # every wrong match and every missed pair, with why
 */
import { parseArgs } from 'node:util';
import { readLabelled } from '../matching/labelled-set.ts';
import { codeRecall, f1, measurePairs, precision, recall, type KindFigures, type Miss } from '../matching/measure.ts';
import { runCli } from '../cli.ts';

const PRECISION_BUDGET = 0.99;
const CODE_RECALL_BUDGET = 0.85;

function main(): void {
  const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

  function row(figures: KindFigures): string {
    const cells = [
      figures.kind,
      figures.pairs,
      figures.labelledSame,
      percent(precision(figures)),
      percent(recall(figures)),
      f1(figures).toFixed(3),
      percent(figures.unsure / figures.pairs),
      figures.codeSame === 0 ? '-' : percent(codeRecall(figures)),
    ];
    return `| ${cells.join(' | ')} |`;
  }

  const show = (miss: Miss) => `  ${miss.verdict}: ${miss.pair.left.title}  ||  ${miss.pair.right.title}  (${miss.why})`;

  const started = performance.now();
  const pairs = readLabelled();
  const result = measurePairs(pairs);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${pairs.length} labelled pairs decided in ${seconds.toFixed(2)} s\n`);
  console.log('| kind | pairs | same | precision | recall | F1 | unsure | recall, shared code |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const figures of [...result.kinds, result.all]) console.log(row(figures));
  const lowKinds = result.kinds.filter((figures) => precision(figures) < PRECISION_BUDGET).map((figures) => figures.kind);
  console.log(
    `\nprecision >= ${percent(PRECISION_BUDGET)} on every kind: ${lowKinds.length === 0 ? 'within' : `OVER on ${lowKinds.join(', ')}`}` +
      `\nrecall of same pairs sharing a model code >= ${percent(CODE_RECALL_BUDGET)}: ` +
      `${percent(codeRecall(result.all))} ${codeRecall(result.all) >= CODE_RECALL_BUDGET ? 'within' : 'OVER'}` +
      `\nwrong matches: ${result.wrong.length}; missed same pairs: ${result.missed.length}`,
  );
  if (values.verbose) {
    console.log('\nWrong matches:');
    result.wrong.forEach((miss) => console.log(show(miss)));
    console.log('\nMissed:');
    result.missed.forEach((miss) => console.log(show(miss)));
  }
}

runCli(import.meta.url, main);
