/**
 * The conditional-logic chunk (issue 12 §9): loaded only by forms whose definition has rules. The same
 * evaluator the server validates with, so what the visitor sees is what the server checks.
 */
export { formVisibility } from '@site-widgets/core/forms/embedded-form-visibility.ts';
