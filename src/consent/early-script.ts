import { CONSENT_GROUPS, CONSENT_COOKIE, groupsKey } from './consent-state.ts';
import { CONSENT_PENDING, EARLY_CONSENT } from './early.ts';

const cookie = `; path=${CONSENT_COOKIE.path}; max-age=${CONSENT_COOKIE.maxAge}; samesite=${CONSENT_COOKIE.sameSite}${CONSENT_COOKIE.secure ? '; secure' : ''}`;

/**
 * The head's inline script (its hash in the Content Security Policy): when no consent was ever
 * given, shows the dialog's early copy, and makes its buttons work on their own. Every group is
 * necessary, so each of them ("Accept all", "Save") gives what the working dialog's give: the same
 * two cookies (saveConsent), then the copy goes. Once the working dialog is on the page the copy
 * is gone, and with it the buttons this listens for.
 */
export const EARLY_CONSENT_SCRIPT =
  `if(!/(^|;\\s*)ncc_c=/.test(document.cookie)){var c=document.documentElement.classList,d=document;c.add('${CONSENT_PENDING}');` +
  `d.addEventListener('click',function(e){var a='${cookie}';if(e.target.closest('.${EARLY_CONSENT} button')){` +
  `d.cookie='ncc_c=${groupsKey()}'+a;d.cookie='ncc_e=${CONSENT_GROUPS.join('~')}'+a;c.remove('${CONSENT_PENDING}')}})}`;
