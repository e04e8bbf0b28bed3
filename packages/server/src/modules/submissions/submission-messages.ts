import { RATING_REQUIRED_MESSAGE } from '@site-widgets/contract';

/**
 * Every reason a submission can be refused for, in the visitor's words. Fixed texts only: nothing the
 * visitor sent is ever echoed back (an original front end inserts `dbmsg` as HTML).
 */
export const SUBMISSION_MESSAGES = {
  unknownForm: 'This review form does not exist.',
  notAccepted: 'Your review could not be accepted.',
  tokenMissing: 'The form could not be verified. Please reload the page and try again.',
  tokenExpired: 'The form has expired. Please reload the page and try again.',
  tooFast: 'The form was sent too quickly. Please take a moment and try again.',
  captchaMissing: 'Please complete the captcha.',
  captchaFailed: 'The captcha was not accepted. Please try again.',
  captchaUnavailable: 'The captcha could not be checked just now. Please try again in a minute.',
  uniqueIdMissing: 'The form is missing its submission id. Please reload the page and try again.',
  postIdInvalid: 'The form names a page that is not valid.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  titleRequired: 'Please enter a title for your review.',
  textRequired: 'Please write your review.',
  companyRequired: 'Please enter your company name.',
  websiteRequired: 'Please enter your website.',
  consentRequired: 'Please give your consent.',
  avatarRequired: 'Please choose a picture.',
  nameTooLong: 'Your name must be at most 100 characters.',
  emailTooLong: 'Your e-mail address must be at most 254 characters.',
  titleTooLong: 'The title must be at most 200 characters.',
  textTooLong: 'Your review must be at most 5,000 characters.',
  companyTooLong: 'The company name must be at most 200 characters.',
  websiteTooLong: 'The website address must be at most 500 characters.',
  pageNameTooLong: 'The page name must be at most 200 characters.',
  emailInvalid: 'Please enter a valid e-mail address.',
  websiteInvalid: 'Please enter a valid website address (http:// or https://).',
  ratingRequired: RATING_REQUIRED_MESSAGE,
  ratingInvalid: 'The rating must be a whole number from 1 to 5.',
  avatarNotTaken: 'This form does not take a picture.',
  avatarTooLarge: 'The picture is too large (at most 5 MB).',
  avatarType: 'The picture must be a JPEG, PNG, WebP or GIF image.',
  avatarUnreadable: 'The picture could not be read.',
  alreadySubmitted: 'You have already submitted a review here. Thank you!',
  rateLimited: 'Too many reviews were sent from your connection. Please try again later.',
} as const;
