import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSites } from '../../sites/index.ts';
import { withRunLocks } from '../run-lock.ts';
import { openBucket } from './bucket.ts';
import { deploySite } from './deploy.ts';
import { resolveSite } from './local-site.ts';
import { parseTarget } from './target.ts';

export const USAGE =
  'Usage: npm run deploy -- --site <domain> --to s3://<bucket>[/<prefix>] [--out dist] [--endpoint <url>] [--path-style] ' +
  '[--region <region>] [--profile <name>] [--dry-run] [--list] [--adopt] [--concurrency 16] [--save-every 1000] [--timeout 60] [--now <ISO time>]';

export interface CommandIo {
  log: (line: string) => void;
  error: (line: string) => void;
  stream?: NodeJS.WriteStream;
}

function positiveInteger(name: string, value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`--${name} "${value}": expected a whole number above 0.`);
  return Number(value);
}

/** `npm run deploy`: parses the arguments, checks the store, deploys. Returns the exit code (2: bad usage). */
export async function runDeployCommand(args: string[], io: CommandIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        site: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string', default: 'dist' },
        endpoint: { type: 'string' },
        'path-style': { type: 'boolean', default: false },
        region: { type: 'string' },
        profile: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        adopt: { type: 'boolean', default: false },
        concurrency: { type: 'string', default: '16' },
        'save-every': { type: 'string', default: '1000' },
        timeout: { type: 'string', default: '60' },
        now: { type: 'string' },
      },
    }));
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let options;
  try {
    if (!values.site || !values.to) throw new Error(`${values.site ? '--to' : '--site'} is missing.`);
    const target = parseTarget(values.to);
    if (values.endpoint && !URL.canParse(values.endpoint))
      throw new Error(`--endpoint "${values.endpoint}": expected a URL, e.g. http://localhost:4568.`);
    const now = values.now === undefined ? undefined : Date.parse(values.now);
    if (Number.isNaN(now)) throw new Error(`--now "${values.now}": expected an ISO time, e.g. 2026-12-01T06:00:00Z.`);
    const site = loadSites(process.env).find((candidate) => candidate.key === values.site || candidate.domain === values.site);
    options = {
      target,
      domain: site?.domain ?? values.site,
      concurrency: positiveInteger('concurrency', values.concurrency),
      saveEvery: positiveInteger('save-every', values['save-every']),
      timeoutMs: positiveInteger('timeout', values.timeout) * 1000,
      ...(now === undefined ? {} : { now: () => now }),
    };
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  try {
    const site = resolveSite(values.out, options.domain);
    const bucket = await openBucket(options.target, {
      ...(values.endpoint ? { endpoint: values.endpoint } : {}),
      pathStyle: values['path-style'],
      ...(values.region ? { region: values.region } : {}),
      ...(values.profile ? { profile: values.profile } : {}),
      timeoutMs: options.timeoutMs,
    });
    // One deploy of a site at a time on this machine: they would share the hash cache and the manifest.
    const lock = { lockFile: join(resolve(values.out), `.${site.domain}.deploy.lock`), what: `the deploy of ${site.domain}` };
    await withRunLocks(
      'deploy',
      [lock],
      () =>
        deploySite({
          ...options,
          site,
          outDir: values.out,
          bucket,
          dryRun: values['dry-run'],
          list: values.list,
          adopt: values.adopt,
          log: io.log,
          ...(io.stream ? { stream: io.stream } : {}),
        }),
      io.error,
    );
    return 0;
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
