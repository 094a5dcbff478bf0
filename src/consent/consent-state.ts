import Cookies from 'universal-cookie';

/** The four consent groups, all necessary; there are no optional ones. */
export const CONSENT_GROUPS = ['website', 'mixpanel', 'gtm', 'cloudflare'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

/** Decline and accept-necessary are switched off by configuration (docs/decisions/023-consent-and-analytics.md). */
export const CONSENT_OPTIONS = { declineAll: false, acceptNecessary: false } as const;

/** `ncc_c` and `ncc_e`: 1 year, path /, SameSite Strict, Secure (docs/decisions/023-consent-and-analytics.md). */
export const CONSENT_COOKIE = { path: '/', maxAge: 31_536_000, sameSite: 'strict', secure: true } as const;

export type ConsentState = { status: 'none' } | { status: 'invalid' } | { status: 'given'; enabled: ConsentGroup[] };

/** All group ids joined with no separator: what `ncc_c` must equal for consent to hold. */
export function groupsKey(groups: readonly string[] = CONSENT_GROUPS): string {
  return groups.join('');
}

/**
 * The visitor's consent: none on a first visit; invalid when the set of groups changed since
 * it was given (then the banner returns); else the enabled groups.
 */
export function readConsent(cookies = new Cookies(), groups: readonly string[] = CONSENT_GROUPS): ConsentState {
  const given = cookies.get<string | undefined>('ncc_c', { doNotParse: true });
  if (given === undefined) return { status: 'none' };
  if (given !== groupsKey(groups)) return { status: 'invalid' };
  const enabled = String(cookies.get<string | undefined>('ncc_e', { doNotParse: true }) ?? '')
    .split('~')
    .filter((id): id is ConsentGroup => (CONSENT_GROUPS as readonly string[]).includes(id));
  return { status: 'given', enabled };
}

/** Saves consent to the enabled groups (`0` in `ncc_c` would mean decline-all, which is off). */
export function saveConsent(enabled: readonly ConsentGroup[], cookies = new Cookies()): ConsentState {
  cookies.set('ncc_c', groupsKey(), CONSENT_COOKIE);
  cookies.set('ncc_e', enabled.join('~'), CONSENT_COOKIE);
  return { status: 'given', enabled: [...enabled] };
}
