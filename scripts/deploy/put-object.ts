import { S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface PutHeaders {
  contentType: string;
  cacheControl: string;
  /** Content-MD5 (base64): the store checks the body against it. */
  md5: string;
  redirect?: string | null;
  /** The body's SHA-256 (hex), when it is known already. */
  sha256?: string;
  /** The body's encoding (`gzip`): a host serves it with this Content-Encoding. */
  contentEncoding?: string;
}

/** Answers S3 gives when it is busy or failed on its side: tried again, as the SDK's standard retry does. */
const RETRIED_CODES = new Set(['SlowDown', 'Throttling', 'ThrottlingException', 'RequestTimeout', 'InternalError']);

/** A key as S3 reads it in a path: each part URI-encoded (RFC 3986), slashes kept. */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

function errorOf(response: IncomingMessage, body: string, attempts: number): S3ServiceException {
  const status = response.statusCode ?? 0;
  const name = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? (status === 404 ? 'NotFound' : 'Unknown');
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? `HTTP ${status}`;
  return new S3ServiceException({
    name,
    message,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status, attempts },
  });
}

const retried = (error: unknown) =>
  error instanceof S3ServiceException
    ? (error.$metadata.httpStatusCode ?? 0) >= 500 || error.$metadata.httpStatusCode === 429 || RETRIED_CODES.has(error.name)
    : true; // the network's failures: a reset, a refused connection, a timeout

/**
 * PutObject for the many small files of a deploy, signed with the SDK's own signer
 * (`@smithy/signature-v4`, its credentials, region and endpoint resolved once by the SDK's
 * client) and sent over a kept-alive connection: the SDK's per-request middleware costs four
 * times the CPU of the request itself (decisions/058). Retries as the SDK's standard mode does:
 * the network's failures, a timeout, 5xx, 429 and S3's throttling codes, with exponential backoff
 * and jitter, up to the client's `maxAttempts`. Failures are `S3ServiceException`s as the SDK
 * throws them (name from S3's error code, `$metadata.attempts`), or the network's errors.
 */
export class ObjectPutter {
  private constructor(
    private readonly base: URL,
    private readonly signer: SignatureV4,
    private readonly agent: HttpAgent,
    private readonly attempts: number,
    private readonly timeoutMs: number,
  ) {}

  static async open(s3: S3Client, bucket: string, options: { endpoint?: string; timeoutMs?: number }): Promise<ObjectPutter> {
    const region = await s3.config.region();
    const endpoint = s3.config.endpointProvider({
      Bucket: bucket,
      Region: region,
      UseFIPS: await s3.config.useFipsEndpoint(),
      UseDualStack: await s3.config.useDualstackEndpoint(),
      ForcePathStyle: s3.config.forcePathStyle,
      Accelerate: false,
      ...(options.endpoint ? { Endpoint: options.endpoint } : {}),
    });
    const scheme = (endpoint.properties?.authSchemes as { signingRegion?: string }[] | undefined)?.[0];
    const signer = new SignatureV4({
      credentials: s3.config.credentials,
      region: scheme?.signingRegion ?? region,
      service: 's3',
      sha256: s3.config.sha256,
      uriEscapePath: false,
    });
    const Agent = endpoint.url.protocol === 'https:' ? HttpsAgent : HttpAgent;
    return new ObjectPutter(
      endpoint.url,
      signer,
      new Agent({ keepAlive: true, maxSockets: 64 }),
      await s3.config.maxAttempts(),
      options.timeoutMs ?? 60_000,
    );
  }

  /** Puts `body` at `key`; resolves when the store has it. */
  async put(key: string, body: Buffer, headers: PutHeaders): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.send(key, body, headers, attempt);
      } catch (error) {
        if (attempt >= this.attempts || !retried(error)) {
          if (!(error instanceof S3ServiceException)) Object.assign(error as object, { $metadata: { attempts: attempt } });
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20_000, 100 * 2 ** attempt)));
      }
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private async send(key: string, body: Buffer, headers: PutHeaders, attempt: number): Promise<void> {
    const path = `${this.base.pathname.replace(/\/$/, '')}/${encodeKey(key)}`;
    const signed = await this.signer.sign({
      method: 'PUT',
      protocol: this.base.protocol,
      hostname: this.base.hostname,
      ...(this.base.port ? { port: Number(this.base.port) } : {}),
      path,
      query: {},
      headers: {
        host: this.base.host,
        'content-type': headers.contentType,
        'cache-control': headers.cacheControl,
        'content-md5': headers.md5,
        ...(headers.contentEncoding ? { 'content-encoding': headers.contentEncoding } : {}),
        'content-length': String(body.length),
        'x-amz-content-sha256': headers.sha256 ?? createHash('sha256').update(body).digest('hex'),
        ...(headers.redirect ? { 'x-amz-website-redirect-location': headers.redirect } : {}),
      },
      body,
    });
    const request = this.base.protocol === 'https:' ? httpsRequest : httpRequest;
    await new Promise<void>((resolve, reject) => {
      const sent = request(
        {
          agent: this.agent,
          protocol: this.base.protocol,
          hostname: this.base.hostname,
          port: this.base.port,
          method: 'PUT',
          path,
          headers: signed.headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else reject(errorOf(response, Buffer.concat(chunks).toString(), attempt));
          });
          response.on('error', reject);
        },
      );
      // The socket's inactivity, not the request's whole time (as the client's socketTimeout).
      sent.setTimeout(this.timeoutMs, () => sent.destroy(new TimeoutError(`No answer within ${this.timeoutMs} ms`)));
      sent.on('error', reject);
      sent.end(body);
    });
  }
}
