import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { samplePhoto } from './pictures.ts';

export interface PhotoServer {
  /** `http://127.0.0.1:<port>`: what the sample's feeds link their pictures under. */
  origin: string;
  /** The address of a photo as a shop links it (`/<shop>/<key>.jpg`): one photo a brand, model and category (the model may be left empty). */
  link(shopId: string, subject: PhotoSubject): string;
  close(): Promise<void>;
}

export interface PhotoSubject {
  brand: string;
  model: string;
  category: string;
}

const keyOf = ({ brand, model, category }: PhotoSubject) => `${brand}-${model}-${category}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The sample shops' picture host: a local HTTP server that answers `/<shop>/<key>.jpg` with the
 * photo of the brand and category the key was made for (samplePhoto), made on first request,
 * with an ETag and Last-Modified, and 304 to a request that has them. Nothing leaves the machine.
 */
export async function startPhotoServer(): Promise<PhotoServer> {
  const subjects = new Map<string, PhotoSubject>();
  const photos = new Map<string, Promise<{ bytes: Buffer; etag: string }>>();
  const madeAt = new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString();
  const photo = (key: string, subject: PhotoSubject) => {
    const made =
      photos.get(key) ??
      samplePhoto(subject.brand, subject.model, subject.category).then((bytes) => ({
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`,
      }));
    photos.set(key, made);
    return made;
  };
  const server = createServer((request, response) => {
    const key = /^\/[a-z0-9-]+\/([a-z0-9-]+)\.jpg$/.exec(request.url ?? '')?.[1];
    const subject = key ? subjects.get(key) : undefined;
    if (!key || !subject) {
      response.writeHead(404).end();
      return;
    }
    photo(key, subject).then(
      ({ bytes, etag }) => {
        const headers = { etag, 'last-modified': madeAt, 'content-type': 'image/jpeg' };
        if (request.headers['if-none-match'] === etag) response.writeHead(304, headers).end();
        else response.writeHead(200, { ...headers, 'content-length': bytes.length }).end(bytes);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    link(shopId, subject) {
      const key = keyOf(subject);
      subjects.set(key, subject);
      return `${origin}/${shopId}/${key}.jpg`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
