/** The user asked for something the catalogue cannot do (unknown shop, feeds out of order, a bad `--at`). */
export class IngestError extends Error {
  override name = 'IngestError';
}
