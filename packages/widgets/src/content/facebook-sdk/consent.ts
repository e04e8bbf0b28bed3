/** Where the visitor's "yes" to Facebook content is kept (this browser only; never sent to us). */
export const FACEBOOK_CONSENT_KEY = 'sw_consent_facebook';

export function hasFacebookConsent(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(FACEBOOK_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function recordFacebookConsent(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(FACEBOOK_CONSENT_KEY, 'yes');
  } catch {
    // Storage refused (private mode): the consent holds for this page only.
  }
}
