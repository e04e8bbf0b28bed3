/**
 * What the review form says besides the server's own `successmsg` and `dbmsg` and the spec's rating
 * message (RATING_REQUIRED_MESSAGE in the contract).
 */

/** spec 000 §4: a one-submission form with a prior submission recorded. */
export const ALREADY_SUBMITTED_MESSAGE = 'You have already submitted a review. Thank you!';

/** A submission made offline, or that met a network error, kept in the browser to be sent later. */
export const OFFLINE_SAVED_MESSAGE =
  "You're offline — your review is saved and will be sent when you're back online.";

/** Offline, and the browser cannot keep the review (no IndexedDB for a photo, or the photo is too large). */
export const OFFLINE_NOT_SAVED_MESSAGE =
  "You're offline and your review could not be saved in this browser. Please send it again when you're back online.";

/** A review kept on an earlier page has now been sent. */
export const SAVED_REVIEW_SENT_MESSAGE = 'Your saved review has now been sent. Thank you!';

/** spec 000 §5: an avatar chosen in a browser without form-data support blocks the submission. */
export const AVATAR_NEEDS_FORM_DATA_MESSAGE =
  'This browser cannot upload a photo. Remove the photo to send your review.';
