import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { runCli } from '../cli.ts';
import { decideLine } from './pairs.ts';

const USAGE = `Usage:
  npm run match -- pairs <file.jsonl>
      decides each pair with the ingest's rules: one {"left": {...}, "right": {...}} a line, each side with
      title and optional brand, mpn, gtin, price, currency, category, description; prints one
      {"verdict": "same" | "different" | "unsure", "score": 0..1, "why": "..."} a line, in order`;

/** `npm run match -- pairs <file>`: exit 1 when a line was not a pair (its output line says why), 2 on a wrong command line. */
async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  if (command !== 'pairs' || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No file ${file}: give the path of a JSON-lines file of pairs.`);
    return 2;
  }
  let number = 0;
  let bad = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    number += 1;
    if (!line.trim()) continue;
    const result = decideLine(line, number);
    if ('error' in result) bad += 1;
    process.stdout.write(`${JSON.stringify(result)}\n`);
  }
  if (bad > 0) console.error(`${bad} of the lines were not pairs; their output lines say which and why.`);
  return bad > 0 ? 1 : 0;
}

runCli(import.meta.url, main);
