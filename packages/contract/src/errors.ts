/**
 * Every error code the server answers with, in one registry. A code is never reused for another meaning
 * (Fastify's lib/errors.js does the same). Clients may branch on `code`; `message` is for people.
 */
export const ERROR_CODES = {
  SW_BAD_FIELD: 'A request field failed validation.',
  SW_UNKNOWN_TEMPLATE: 'The review template does not exist.',
  SW_BAD_PAGE_SIZE: 'The page size (perrow × nrows) is outside 1..50.',
  SW_BODY_TOO_LARGE: 'The request body is larger than allowed.',
  SW_BAD_CONTENT_TYPE: 'The request body is not form-encoded or multipart.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The JSON body of every 4xx answer to an ajax action (beyond the protocol's bare `0` and `-1`). */
export interface ErrorBody {
  error: 'yes';
  code: ErrorCode;
  message: string;
  /** The request field at fault, when one is. */
  field?: string;
}
