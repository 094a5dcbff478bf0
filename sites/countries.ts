/** The countries the sites serve and their currencies (sites/index.ts has a site for each). */
export const COUNTRIES = ['MNE', 'BIH'] as const;
export const CURRENCIES = ['EUR', 'BAM'] as const;
export type Country = (typeof COUNTRIES)[number];
export type Currency = (typeof CURRENCIES)[number];
