import * as z from 'zod/mini';

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

/**
 * Data attributes of `<div data-widget="form">` (issue 12 §2). The form itself (definition, values,
 * page) comes from the server's rendering of the element; docs/embed.md is tested against this schema.
 */
export const formAttributesSchema = z.object({
  /** `data-form-id`: the embedded form's id, 1–999999. Required. */
  formId: z.pipe(
    z.string('is required').check(z.regex(/^\d{1,6}$/, 'must be a form id')),
    z.transform(Number),
  ),
  /** `data-display-title`: `yes` shows the form's title above it; default yes. */
  displayTitle: z.optional(yesOrNo),
  /** `data-display-description`: `yes` shows the form's description; default yes. */
  displayDescription: z.optional(yesOrNo),
});

export type FormAttributes = z.output<typeof formAttributesSchema>;
