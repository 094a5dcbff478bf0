import { request } from 'node:http';

/**
 * GET `path` from `base` exactly as written: `fetch` would normalise a target such as `//[`
 * or `/images/%2e%2e/x` before sending it, so a server test could never see it.
 */
export function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${base}/`, { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
