/*
 * The forced consent dialog as the first paint shows it (docs/decisions/033-consent-in-the-first-paint.md):
 * every hydrated page carries the dialog's markup, inert and hidden, after the app. A script in
 * the head shows it when the consent cookie is missing, before anything paints; the consent's
 * chunk replaces it with the working dialog, in the same commit, or removes it. Without
 * JavaScript it never shows. Its buttons work before any script of ours arrives, and if none
 * ever does (early-script.ts): the copy never covers the page with buttons that do nothing.
 */

/** The class on `<html>` while no consent was ever given (the cookie `ncc_c` is missing). */
export const CONSENT_PENDING = 'consent-pending';

/** The class of the early copy of the dialog. */
export const EARLY_CONSENT = 'consent-early';

/**
 * The app has taken over consent: the early copy's buttons rest (inert) until the working dialog
 * replaces the copy, so that a click cannot give consent the app has just read as missing.
 */
export function holdEarlyConsent(): void {
  document.querySelector(`.${EARLY_CONSENT}`)?.setAttribute('inert', '');
}

/** Takes the early copy away: the working dialog is on the page, or no dialog will be. */
export function removeEarlyConsent(): void {
  document.querySelector(`.${EARLY_CONSENT}`)?.remove();
}
