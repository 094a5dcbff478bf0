/** The chart's ranges; the prerendered page shows `3m`. */
export const RANGES = ['1m', '3m', '1y', 'all'] as const;
export type Range = (typeof RANGES)[number];
export const DEFAULT_RANGE: Range = '3m';

/** Days a range shows, today included; `all` starts at the first change. */
export const RANGE_DAYS: Record<Exclude<Range, 'all'>, number> = { '1m': 30, '3m': 91, '1y': 365 };
