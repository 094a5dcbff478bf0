/**
 * `npm run desk`: the operator's desk (docs/decisions/055-operators-desk.md), a page on this
 * machine for the catalogue's daily work, on the catalogue `CATALOGUE_DB` (data/catalogue.db).
 *
 *   npm run desk                 # prints the link that opens it (once), on 127.0.0.1:8791
 *   npm run desk -- --port 0     # any free port; --by <name> records the changes as made by name
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueImagesDir, cataloguePath, openCatalogue } from '../catalogue/db.ts';
import { runCli } from '../cli.ts';
import { operatorName } from '../catalogue-command.ts';
import { ReportedError } from '../reported-error.ts';
import { buildDeskClient } from './build-client.ts';
import { startDesk } from './server.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8791' }, by: { type: 'string' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ReportedError(`--port ${values.port} is not a port: give 0-65535.`);
  const clientDir = join('.tmp', 'desk');
  await buildDeskClient(clientDir);
  const path = cataloguePath();
  const desk = await startDesk({
    db: openCatalogue(path),
    cataloguePath: path,
    clientDir,
    imagesDir: catalogueImagesDir(path),
    by: operatorName(values.by),
    port,
  });
  console.log(`desk: open ${desk.link()}\n      (the link works once, on this machine only; Ctrl+C ends the desk)`);
}

runCli(import.meta.url, main);
