import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';
import { runCli } from '../cli.ts';

/** One request the server answered: its method, bucket and key, status, and when it started and ended (in order of events). */
export interface S3Request {
  method: string;
  bucket: string;
  key: string;
  status: number;
  started: number;
  ended: number;
}

export interface LocalS3 {
  url: string;
  /** Requests in the order they ended. */
  requests: S3Request[];
  /** Called as each request arrives: a status to answer with instead of the store (a failure), `stall` to never answer, or nothing. */
  intercept: ((request: { method: string; bucket: string; key: string }) => number | 'stall' | undefined) | undefined;
  /** Resolves once no request is open (those of a client that was killed end too). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function parts(request: IncomingMessage): { bucket: string; key: string } {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const [, bucket = '', ...key] = path.split('/');
  return { bucket, key: decodeURIComponent(key.join('/')) };
}

/**
 * A real S3-compatible server on localhost (the npm package `s3rver`, objects kept as files in
 * `directory`) that records the requests it answers, for the deploy's tests and to try a
 * deploy by hand. Path-style addressing only (`--path-style`); the access key id and secret
 * are both `S3RVER`.
 */
export async function startLocalS3(options: { directory: string; buckets: string[]; port?: number }): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const s3rver = new S3rver({
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [] })),
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let events = 0;
  let open = 0;
  const server: Server = createServer((request, response) => {
    const started = events++;
    open += 1;
    response.on('close', () => (open -= 1));
    const { bucket, key } = parts(request);
    const method = request.method ?? '';
    const status = local.intercept?.({ method, bucket, key });
    response.on('finish', () => local.requests.push({ method, bucket, key, status: response.statusCode, started, ended: events++ }));
    if (status === undefined) void handle(request, response);
    else if (status === 'stall') request.resume();
    else {
      request.resume();
      response
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(`<Error><Code>SlowDown</Code><Message>Refused by the test</Message></Error>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const local: LocalS3 = {
    url: `http://127.0.0.1:${address.port}`,
    requests: [],
    intercept: undefined,
    idle: async () => {
      while (open > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Clients keep idle connections open; they would hold the close.
        server.closeAllConnections();
      }),
  };
  return local;
}

/** `npx tsx scripts/deploy/local-s3.ts [--port 4568] [--bucket site] [--dir .tmp/s3]`: serves until stopped. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4568' },
      bucket: { type: 'string', multiple: true, default: ['site'] },
      dir: { type: 'string', default: '.tmp/s3' },
    },
  });
  const local = await startLocalS3({ directory: values.dir, buckets: values.bucket, port: Number(values.port) });
  console.log(
    `S3 on ${local.url} (buckets ${values.bucket.join(', ')} in ${values.dir}); access key S3RVER, secret S3RVER; deploy with --endpoint ${local.url} --path-style`,
  );
}

runCli(import.meta.url, main);
