import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/** What the server answers for `builds/latest.json` (an Error: the request failed). */
const server = vi.hoisted((): { latest: unknown } => ({ latest: undefined }));

vi.mock('../lib/http.ts', () => ({
  http: (url: string): Promise<unknown> => {
    if (url.startsWith('/builds/meta/')) return Promise.resolve({ id: 'this-build' });
    return server.latest instanceof Error ? Promise.reject(server.latest) : Promise.resolve(server.latest);
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts a fresh watch of `this-build`, lets the hourly check answer `latest`, and tells whether the build is now outdated. */
async function outdatedAfterTheHourlyCheck(latest: unknown): Promise<boolean> {
  vi.resetModules();
  server.latest = latest;
  const { BUILD_CHECK_MS, watchBuilds } = await import('./build-watch.ts');
  const { isOutdated } = await import('./outdated.ts');
  watchBuilds('this-build');
  await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
  return isOutdated();
}

test('another build id in latest.json makes this build outdated', async () => {
  expect(await outdatedAfterTheHourlyCheck({ id: 'newer-build', timestamp: 1 })).toBe(true);
});

test('the same build id, or a failed request, is no news', async () => {
  expect(await outdatedAfterTheHourlyCheck({ id: 'this-build', timestamp: 1 })).toBe(false);
  expect(await outdatedAfterTheHourlyCheck(new Error('offline'))).toBe(false);
});

test('a latest.json that is not { id, timestamp } is no news, and nothing throws', async () => {
  const html = '<!doctype html><html><body>Not found</body></html>';
  for (const latest of [
    null,
    {},
    html,
    [],
    { id: 42 },
    { id: '' },
    { id: 'newer-build' },
    { id: 'newer-build', timestamp: 'now' },
    'this-build',
  ]) {
    expect(await outdatedAfterTheHourlyCheck(latest), JSON.stringify(latest)).toBe(false);
  }
});
