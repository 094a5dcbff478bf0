let outdated = false;

/** A newer deployment is live: the next client navigation should be a full page load. */
export function isOutdated(): boolean {
  return outdated;
}

/** A newer build was seen, or a chunk of this one failed to load (its files are gone). */
export function markOutdated(): void {
  outdated = true;
}
