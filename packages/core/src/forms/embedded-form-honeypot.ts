/** spec 001 §3: the honeypot field's name. */
export const HONEYPOT_FIELD = 'version_hash';

/** The submission types of spec 001 §4. */
export const SUBMISSION_TYPES = ['submit', 'next', 'previous', 'save-continue', 'send-link'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/**
 * spec 001 issue 12 §6: the `version_hash` honeypot is added by the script only for a final submit and
 * for save and continue, and not when an automation driver is detected (`navigator.webdriver`): a real
 * browser with the script sends it; a bot posting the form without running the script does not.
 */
export function shouldAddHoneypot(type: SubmissionType, navigatorLike: { webdriver?: boolean } | undefined) {
  if (type !== 'submit' && type !== 'save-continue') return false;
  return navigatorLike?.webdriver !== true;
}
