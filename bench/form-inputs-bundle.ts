// npm run bench:form-inputs — gzip bytes of the issue 13 input chunks (after `npm run build`): each
// field view's own chunk (fetched before hydration only by a form that has the field), the mask
// library (on first focus of a masked input) and the password estimator (on first focus of a password),
// beside the form chunk they extend. gzip level 9 from dist/assets and Vite's manifest; prints figures,
// asserts nothing.
import { closure, gzip, keyOf, type ManifestChunk, manifest } from './support/vite-manifest.ts';

// What the form already brought (React, the runtime, the form chunk): not counted again.
const withForm = closure(keyOf('forms/form/widget.tsx'));

const rows: [string, string][] = [
  ['form (widget chunk)', 'forms/form/widget.tsx'],
  ['gform-password (view)', 'forms/inputs/PasswordField.tsx'],
  ['gform-password-strength (zxcvbn-ts + lists)', 'forms/inputs/password-estimator.ts'],
  ['gform-creditcard (view + credit-card-type)', 'forms/inputs/CardNumberField.tsx'],
  ['gform-input-mask (imask pattern)', 'forms/inputs/gform-input-mask.ts'],
  ['gform-image-choice (view)', 'forms/inputs/ImageChoiceField.tsx'],
  ['gform-social (view + parser)', 'forms/inputs/SocialProfileField.tsx'],
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2).padStart(7)} KB`;
for (const [name, suffix] of rows) {
  const key = keyOf(suffix);
  const own = gzip((manifest[key] as ManifestChunk).file);
  const extra = [...closure(key)]
    .filter((one) => one !== key && (name.startsWith('form ') || !withForm.has(one)))
    .reduce((sum, one) => sum + gzip((manifest[one] as ManifestChunk).file), 0);
  const note = name.startsWith('form ') ? 'with React and the runtime' : 'not already on a form page';
  console.log(`${name.padEnd(46)} ${kb(own)} gzip${extra ? `  (+${kb(extra)} ${note})` : ''}`);
}
