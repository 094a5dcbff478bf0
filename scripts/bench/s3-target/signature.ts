import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { S3Error } from './s3-error.ts';

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** The SDK signer's hash: SHA-256, or HMAC-SHA-256 when given a key. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
/** S3 refuses a request signed more than 15 minutes from its clock. */
const SKEW_MS = 15 * 60 * 1000;

/** What of a request its signature covers: its method, path as sent, query (decoded) and headers. */
export interface SignedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** One signer per key and region, made once rather than for each of a deploy's million requests. */
const signers = new Map<string, SignatureV4>();
function signerFor(accessKeyId: string, secretAccessKey: string, region: string): SignatureV4 {
  const key = `${accessKeyId}\n${secretAccessKey}\n${region}`;
  let signer = signers.get(key);
  if (!signer) {
    signer = new SignatureV4({
      credentials: { accessKeyId, secretAccessKey },
      region,
      service: 's3',
      sha256: Sha256,
      uriEscapePath: false,
    });
    signers.set(key, signer);
  }
  return signer;
}

/**
 * Checks a request's Signature Version 4 (header form) as S3 does: the credential is known, the
 * date within 15 minutes, and the signature over the method, path, query, the headers it names and
 * its payload hash is the one the secret gives. The SDK's own signer recomputes it from the
 * request as it arrived, so a header changed after signing fails as it would at S3. Throws the
 * error S3 answers with.
 */
export async function checkSignature(request: SignedRequest, secrets: ReadonlyMap<string, string>, now = Date.now()): Promise<void> {
  const match = AUTHORIZATION.exec(header(request.headers, 'authorization'));
  if (!match) throw new S3Error(403, 'AccessDenied', 'The request is not signed with AWS Signature Version 4 in its Authorization header.');
  const [, accessKeyId = '', shortDate = '', region = '', signedHeaders = '', signature = ''] = match;
  const secretAccessKey = secrets.get(accessKeyId);
  if (secretAccessKey === undefined) throw new S3Error(403, 'InvalidAccessKeyId', `The access key id ${accessKeyId} is not known here.`);
  const longDate = header(request.headers, 'x-amz-date');
  const signingDate = new Date(longDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Number.isNaN(signingDate.getTime()) || !longDate.startsWith(shortDate))
    throw new S3Error(403, 'AccessDenied', `x-amz-date "${longDate}" is not the credential's date ${shortDate}.`);
  if (Math.abs(signingDate.getTime() - now) > SKEW_MS)
    throw new S3Error(403, 'RequestTimeTooSkewed', `The request's time ${longDate} is more than 15 minutes from the server's.`);
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-content-sha256'))
    throw new S3Error(403, 'AccessDenied', 'The signature must cover host and x-amz-content-sha256.');
  const signer = signerFor(accessKeyId, secretAccessKey, region);
  const headers = Object.fromEntries(names.map((name) => [name, header(request.headers, name)]));
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: header(request.headers, 'host'),
      path: request.path,
      query: request.query,
      headers,
    },
    { signingDate, signableHeaders: new Set(names) },
  );
  const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1];
  if (expected !== signature)
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}
