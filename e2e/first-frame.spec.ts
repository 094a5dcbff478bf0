import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, MNE, test, waitForHydration } from './sites.ts';

/**
 * The fixture site behind a server that sends a page's HTML in two parts, the second
 * `pauseMs` after the first, cut just after the header's logo: as a slow line or a slow
 * phone's parser splits it. Everything else passes through as the site answers it.
 */
async function splittingProxy(pauseMs: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${MNE}${request.url ?? '/'}`, { headers: { 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name)),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const html = (upstream.headers.get('content-type') ?? '').startsWith('text/html') ? body.toString('utf8') : undefined;
      const cut = html === undefined ? -1 : html.indexOf('</a>', html.indexOf('<header'));
      if (html === undefined || cut < 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut + 4));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(html.slice(cut + 4));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('no frame shows the header half made: the first frame has the logo, search and buttons in their places', async ({ page }) => {
  // Before every frame: is there a header without its language button, the last of its row?
  await page.addInitScript(() => {
    const headerFrames: boolean[] = [];
    Object.assign(window, { headerFrames });
    const look = () => {
      const header = document.querySelector('header');
      if (header) headerFrames.push(header.querySelector('.language') !== null);
      if (headerFrames.length < 5) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const { origin, server } = await splittingProxy(700);
  try {
    await page.goto(`${origin}/en/`);
    await waitForHydration(page);
    const frames = await page.evaluate(() => (window as unknown as { headerFrames: boolean[] }).headerFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames).not.toContain(false);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
