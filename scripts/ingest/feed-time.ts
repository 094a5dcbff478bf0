import { basename } from 'node:path';
import { IngestError } from './errors.ts';
import { quote } from './printable.ts';

/** A date, or a date and time with a zone: a time without one would read as this machine's local time. */
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2})))?$/i;

/** How far ahead of the clock a feed may be stamped (time zones, a shop's clock running fast). */
const MAX_AHEAD_MS = 86_400_000;

/**
 * `--at` as ISO 8601 in UTC. Checked because it is stored as the shop's last feed time: an
 * unreadable one (`now`) made every later feed of the shop refused and every build fail.
 */
export function readAtOption(at: string, now = Date.now()): string {
  const time = existsAsWritten(at) ? Date.parse(at) : NaN;
  if (Number.isNaN(time)) {
    throw new IngestError(
      `--at ${quote(at)} is not an ISO 8601 time: give a date (2026-11-20) or a time with its zone (2026-11-20T08:00:00Z, 2026-11-20T09:00:00+01:00)`,
    );
  }
  return checkFeedTime(new Date(time).toISOString(), '--at', now);
}

/**
 * A feed's time as stored, whatever its source (`--at`, the file name, the feed itself, the
 * file's date): refused when it is more than a day ahead of this machine's clock, and never
 * later than the clock (a shop's clock or a file name up to a day ahead, across time zones, is
 * stored as the moment the feed arrived). So no feed can move a site's as-of past the moment
 * it was ingested, nor lock its shop out of its next feeds.
 */
export function checkFeedTime(at: string, source: string, now = Date.now()): string {
  const time = Date.parse(at);
  if (time > now + MAX_AHEAD_MS) {
    throw new IngestError(
      `The feed's time ${at} (from ${source}) is more than a day ahead of this machine's clock (${new Date(now).toISOString()}): ` +
        'a feed cannot come from the future. Give the time it was exported with --at, or name the file by that date.',
    );
  }
  return new Date(Math.min(time, now)).toISOString();
}

/**
 * Do the parts of an ISO 8601 time name a real moment? `Date.parse` rolls `2026-02-30T08:00Z`
 * over to March 2 and reads `T24:00` as the next day; either would stamp history on a day
 * the user did not mean.
 */
function existsAsWritten(at: string): boolean {
  const parts = ISO_TIME.exec(at);
  if (!parts) return false;
  const part = (index: number) => Number(parts[index] ?? 0);
  const [month, day] = [part(2), part(3)];
  const date = new Date(Date.UTC(part(1), month - 1, day));
  const clockExists = part(4) < 24 && part(5) < 60 && part(6) < 60 && part(7) < 24 && part(8) < 60;
  return clockExists && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date (and time) in the file name, such as `2026-11-20.xml` or `2026-11-20T08-00.tsv`, as ISO 8601. */
export function fileNameTime(file: string): string | null {
  const match = /(\d{4}-\d{2}-\d{2})(?:[T_ ](\d{2})[:-]?(\d{2}))?/.exec(basename(file));
  if (!match) return null;
  const iso = `${match[1]}T${match[2] ?? '00'}:${match[3] ?? '00'}:00.000Z`;
  return existsAsWritten(iso) ? new Date(Date.parse(iso)).toISOString() : null;
}
