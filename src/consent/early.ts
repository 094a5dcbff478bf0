/*
 * The forced consent dialog as the first paint shows it (docs/decisions/033-consent-in-the-first-paint.md):
 * every hydrated page carries the dialog's markup, inert and hidden, after the app. A script in
 * the head shows it when the consent cookie is missing, before anything paints; the consent's
 * chunk replaces it with the working dialog, in the same commit, or removes it. Without
 * JavaScript it never shows.
 */

/** The class on `<html>` while no consent was ever given (the cookie `ncc_c` is missing). */
export const CONSENT_PENDING = 'consent-pending';

/** The class of the early copy of the dialog. */
export const EARLY_CONSENT = 'consent-early';

/** The head's inline script: one cookie test, no other code. */
export const EARLY_CONSENT_SCRIPT = `if(!/(^|;\\s*)ncc_c=/.test(document.cookie))document.documentElement.classList.add('${CONSENT_PENDING}')`;

/** Takes the early copy away: the working dialog is on the page, or no dialog will be. */
export function removeEarlyConsent(): void {
  document.querySelector(`.${EARLY_CONSENT}`)?.remove();
}
