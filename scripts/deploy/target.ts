/** Where a site goes: a bucket and a key prefix (empty for the bucket's root). */
export interface Target {
  bucket: string;
  prefix: string;
}

const USAGE = 'expected s3://<bucket>[/<prefix>], e.g. s3://cjenovnik-sites/cjenovnik.me';

/** Bucket names as S3, R2, B2 and MinIO accept them: 3 to 63 of a-z, 0-9, `.` and `-`. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Parses `--to`: `s3://bucket/prefix`, slashes around the prefix dropped. */
export function parseTarget(to: string): Target {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(to);
  if (!match) throw new Error(`--to "${to}": ${USAGE}.`);
  const bucket = match[1] ?? '';
  if (!BUCKET.test(bucket)) throw new Error(`--to "${to}": "${bucket}" is not a bucket name (3 to 63 of a-z, 0-9, "." and "-"); ${USAGE}.`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && prefix.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`--to "${to}": the prefix "${prefix}" has an empty, "." or ".." part; ${USAGE}.`);
  return { bucket, prefix };
}

/** The key of a site path (`assets/x.js`) or of the deploy's own files (`.deploy/...`). */
export function keyOf(target: Target, path: string): string {
  return target.prefix ? `${target.prefix}/${path}` : path;
}

export function describeTarget(target: Target): string {
  return `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ''}`;
}
