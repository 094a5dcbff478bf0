import { http } from '../lib/http.ts';

/** `builds/latest.json` is checked this often (spec section 9). */
export const BUILD_CHECK_MS = 60 * 60 * 1000;

let outdated = false;

/** A newer deployment is live: the next client navigation should be a full page load. */
export function isOutdated(): boolean {
  return outdated;
}

/** For failed chunk imports: the files of this build are gone, so it is outdated. */
export function markOutdated(): void {
  outdated = true;
}

interface Connection {
  effectiveType?: string;
}

/**
 * Notices new deployments: this build's `builds/meta/<id>.json` is fetched 1 s after the first
 * idle callback (not on slow-2g; a 404 means this build was replaced), and
 * `builds/latest.json` every hour.
 */
export function watchBuilds(buildId: string): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => {
    window.setTimeout(() => {
      const connection = (navigator as Navigator & { connection?: Connection }).connection;
      if (connection?.effectiveType === 'slow-2g') return;
      http(`/builds/meta/${buildId}.json`).catch((error: { status?: number }) => {
        if (error.status === 404) markOutdated();
      });
    }, 1000);
  });
  window.setInterval(() => {
    http<{ id: string }>('/builds/latest.json', { query: { t: Date.now() } }).then(
      (latest) => {
        if (latest.id !== buildId) markOutdated();
      },
      () => {},
    );
  }, BUILD_CHECK_MS);
}
