import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Bucket } from './bucket.ts';
import { md5 } from '../prerender/written-hashes.ts';
import { describeTarget, keyOf } from './target.ts';

/**
 * Each site deployed to a bucket is marked at the bucket's root, `.cjenovnik-sites/<prefix>`
 * (the prefix URI-encoded; `%2F` for the root): one small listing tells a deploy every other
 * site's prefix, where listing the bucket would read millions of keys.
 */
const REGISTRY = '.cjenovnik-sites/';

/** A target the deploy refuses: what, and what to do. */
export class PrefixRefused extends Error {
  override name = 'PrefixRefused';
}

const markerOf = (prefix: string) => `${REGISTRY}${encodeURIComponent(prefix || '/')}`;

/** The prefixes of the sites deployed to the bucket, by their markers. */
async function deployedPrefixes(bucket: Bucket): Promise<Set<string>> {
  const prefixes = new Set<string>();
  let token: string | undefined;
  do {
    const page = await bucket.s3.send(
      new ListObjectsV2Command({ Bucket: bucket.target.bucket, Prefix: REGISTRY, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const { Key } of page.Contents ?? []) {
      const prefix = Key ? decodeURIComponent(Key.slice(REGISTRY.length)) : '/';
      prefixes.add(prefix === '/' ? '' : prefix);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return prefixes;
}

/** Whether one prefix lies inside the other (or they are one): a site's keys could land on the other's. */
const overlap = (a: string, b: string) => a === b || a === '' || b === '' || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Keys under the target's prefix but the deploy's own and the markers, up to `limit`. */
export async function keysUnder(bucket: Bucket, limit: number): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  const prefix = bucket.target.prefix ? `${bucket.target.prefix}/` : '';
  do {
    const page = await bucket.s3.send(
      new ListObjectsV2Command({ Bucket: bucket.target.bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const { Key } of page.Contents ?? [])
      if (Key && !Key.startsWith(REGISTRY) && !Key.startsWith(keyOf(bucket.target, '.deploy/'))) keys.push(Key.slice(prefix.length));
    token = page.IsTruncated && keys.length < limit ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.slice(0, limit);
}

/**
 * Refuses a target whose prefix lies inside or above another site's, and a prefix that holds
 * objects but no manifest (another site's files, or a deploy whose manifest was removed) unless
 * `adopt` (a dry run shows what it would overwrite); else marks the target's prefix as this site's.
 */
export async function claimPrefix(bucket: Bucket, options: { hasManifest: boolean; adopt: boolean; dryRun: boolean }): Promise<void> {
  const own = bucket.target.prefix;
  const deployed = await deployedPrefixes(bucket);
  const others = [...deployed].filter((prefix) => prefix !== own && overlap(prefix, own));
  if (others.length > 0) {
    const other = describeTarget({ bucket: bucket.target.bucket, prefix: others[0] as string });
    throw new PrefixRefused(
      `${describeTarget(bucket.target)} lies ${own.startsWith(`${others[0]}/`) || others[0] === '' ? 'inside' : 'above'} ${other}, where another site is deployed: ` +
        'its files could overwrite or delete that site. Deploy to a prefix beside it (s3://<bucket>/<domain>).',
    );
  }
  if (!options.hasManifest && !options.adopt && !options.dryRun && (await keysUnder(bucket, 1)).length > 0)
    throw new PrefixRefused(
      `${describeTarget(bucket.target)} holds objects but no manifest (${bucket.key('.deploy/manifest.tsv.gz')}): another site's files, or a deploy ` +
        'whose manifest was removed. See what this deploy would overwrite with --dry-run, then run it again with --adopt to take the prefix over.',
    );
  if (!options.dryRun && !deployed.has(own))
    await bucket.putAtRoot(markerOf(own), Buffer.alloc(0), {
      contentType: 'text/plain',
      cacheControl: 'no-store',
      md5: md5(Buffer.alloc(0)),
    });
}
