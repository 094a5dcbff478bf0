import { http } from '../lib/http.ts';
import { markOutdated } from './outdated.ts';
import * as v from 'valibot';
import { buildMetaFile, LATEST_FILE, LatestBuildSchema } from './build-files.ts';

/** `builds/latest.json` is checked this often (docs/decisions/008-deployment-detection.md). */
export const BUILD_CHECK_MS = 60 * 60 * 1000;

interface Connection {
  effectiveType?: string;
}

/**
 * Notices new deployments, started from the first idle callback: this build's
 * `builds/meta/<id>.json` is fetched 1 s later (not on slow-2g; a 404 means this build was
 * replaced), and `builds/latest.json` every hour.
 */
export function watchBuilds(buildId: string): void {
  window.setTimeout(() => {
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (connection?.effectiveType === 'slow-2g') return;
    http(buildMetaFile(buildId)).catch((error: { status?: number }) => {
      if (error.status === 404) markOutdated();
    });
  }, 1000);
  window.setInterval(() => {
    http<unknown>(LATEST_FILE, { query: { t: Date.now() } }).then(
      (latest) => {
        const id = latestBuildId(latest);
        if (id !== null && id !== buildId) markOutdated();
      },
      () => {},
    );
  }, BUILD_CHECK_MS);
}

/**
 * The id in a `builds/latest.json` answer; null when it is not of the file's form (`null`, `{}`,
 * an HTML page from a host's fallback): such an answer is no news.
 */
function latestBuildId(latest: unknown): string | null {
  return v.is(LatestBuildSchema, latest) ? latest.id : null;
}
