import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  FORM_DEFAULT_MESSAGES,
  type FormDefinition,
  type FormField,
  type FormValues,
  fieldInputName,
  INPUT_FIELD_MESSAGES,
  passwordConfirmationName,
} from '@site-widgets/contract';
import { checkCardNumber } from '@site-widgets/core/forms/inputs/card-number.ts';
import { maskMatches } from '@site-widgets/core/forms/inputs/input-mask.ts';
import { passwordScore } from '@site-widgets/core/forms/inputs/password-estimator.ts';
import {
  gradePassword,
  meetsMinimum,
  PASSWORD_MAX_LENGTH,
  PASSWORD_STRENGTH_LABELS,
} from '@site-widgets/core/forms/inputs/password-strength.ts';
import { parseSocialProfile } from '@site-widgets/core/forms/inputs/social-profile.ts';

/**
 * Issue 13 §5–§9 on the server: reading, judging and storing the password, credit-card, image-choice
 * and social-profile fields and masked inputs. Called from form-values.ts and submit-form.ts.
 *
 * Secrets (decided here, docs/architecture.md "Form inputs"):
 * - a password is stored only as a scrypt hash (`scrypt$N$r$p$salt$hash`, the booking account can be
 *   checked against it later); never in clear, never in a partial entry, never in a mail or a display
 *   value, never echoed back into markup;
 * - a card number is never stored, logged or mailed: the entry keeps the card type's name only.
 */

type Fields = Readonly<Record<string, string | undefined>>;

/** Fields whose value must never be written anywhere as typed. */
export const isSecretField = (field: FormField) => field.type === 'password' || field.type === 'creditcard';

const confirms = (field: FormField) => field.type === 'password' && field.passwordConfirm !== false;
const isMultipleImageChoice = (field: FormField) => field.type === 'image_choice' && field.multiple === true;

/** Value of one of these fields from the posted fields; `null` when the field is not one of them. */
export function readInputFieldValue(field: FormField, fields: Fields): string | string[] | undefined | null {
  if (field.type === 'password') {
    const password = fields[fieldInputName(field.id)] ?? '';
    if (password === '') return undefined;
    return confirms(field) ? [password, fields[passwordConfirmationName(field.id)] ?? ''] : password;
  }
  if (isMultipleImageChoice(field)) {
    const checked: string[] = [];
    (field.choices ?? []).forEach((_choice, index) => {
      const value = fields[fieldInputName(field.id, index + 1)];
      if (value !== undefined && value !== '') checked.push(value);
    });
    return checked.length > 0 ? checked : undefined;
  }
  return null;
}

/**
 * The message for a value of one of these fields (or a masked text input), `undefined` when it is
 * acceptable, `null` when the field is not one of them (form-values.ts goes on with its own rules).
 * `value` is not empty here.
 */
export function inputFieldError(field: FormField, value: string | string[]): string | undefined | null {
  const invalid = (fallback: string) => field.messages?.invalid ?? fallback;
  switch (field.type) {
    case 'password': {
      const [password, confirmation] = Array.isArray(value) ? value : [value, undefined];
      if (typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH)
        return FORM_DEFAULT_MESSAGES.tooLong.replace('{max}', String(PASSWORD_MAX_LENGTH));
      if (confirms(field) && confirmation !== password) return INPUT_FIELD_MESSAGES.passwordMismatch;
      const minimum = field.passwordMinimumStrength ?? 'good';
      const grade = gradePassword(password, confirmation, passwordScore(password, []));
      return meetsMinimum(grade, minimum)
        ? undefined
        : invalid(INPUT_FIELD_MESSAGES.passwordWeak.replace('{minimum}', PASSWORD_STRENGTH_LABELS[minimum]));
    }
    case 'creditcard': {
      if (Array.isArray(value)) return invalid(INPUT_FIELD_MESSAGES.invalidCard);
      const check = checkCardNumber(value, field.cardTypes ? { allowedTypes: field.cardTypes } : {});
      if (check.state === 'valid') return undefined;
      return check.state === 'invalid' && check.reason === 'type' && check.cardType
        ? invalid(INPUT_FIELD_MESSAGES.cardTypeRefused)
        : invalid(INPUT_FIELD_MESSAGES.invalidCard);
    }
    case 'social': {
      if (Array.isArray(value)) return invalid(INPUT_FIELD_MESSAGES.invalidSocial);
      return parseSocialProfile(value, field.socialPlatform).valid
        ? undefined
        : invalid(INPUT_FIELD_MESSAGES.invalidSocial);
    }
    case 'image_choice': {
      const allowed = new Set((field.choices ?? []).map((choice) => choice.value));
      const values = Array.isArray(value) ? value : [value];
      const shapeFits = Array.isArray(value) === isMultipleImageChoice(field);
      return shapeFits && values.every((one) => allowed.has(one))
        ? undefined
        : invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
    }
    default:
      if (field.inputMask && typeof value === 'string' && !maskMatches(field.inputMask, value))
        return invalid(INPUT_FIELD_MESSAGES.invalidMask);
      return null;
  }
}

const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;

function scryptHash(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { ...SCRYPT, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$16384$8$1$<salt b64>$<hash b64>`: the only form a password is ever stored in. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptHash(password, salt);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Whether `password` is the one `stored` was made from (for the booking account's sign-in). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt' || parts[1] !== String(SCRYPT.N)) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  const actual = await scryptHash(password, Buffer.from(parts[4] ?? '', 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const fieldsOf = (definition: FormDefinition) => definition.pages.flatMap((page) => page.fields);

/** The values with every secret field left out: partial entries and the markup echoed back. */
export function withoutSecrets(definition: FormDefinition, values: FormValues): FormValues {
  const kept: FormValues = { ...values };
  for (const field of fieldsOf(definition)) if (isSecretField(field)) delete kept[field.id];
  return kept;
}

/**
 * The values as an entry stores them (validated already): a password becomes its scrypt hash, a card
 * number its card type's name; a social profile is stored as its canonical URL.
 */
export async function storableValues(definition: FormDefinition, values: FormValues): Promise<FormValues> {
  const stored: FormValues = { ...values };
  for (const field of fieldsOf(definition)) {
    const value = values[field.id];
    if (value === undefined) continue;
    if (field.type === 'password') {
      const password = Array.isArray(value) ? (value[0] ?? '') : value;
      stored[field.id] = await hashPassword(password);
    } else if (field.type === 'creditcard') {
      const check = checkCardNumber(Array.isArray(value) ? '' : value);
      if (check.state === 'valid') stored[field.id] = check.cardType.name;
      else delete stored[field.id];
    } else if (field.type === 'social' && typeof value === 'string') {
      stored[field.id] = parseSocialProfile(value, field.socialPlatform).url;
    }
  }
  return stored;
}

/**
 * How an entry shows one of these fields to a person (mails, the entry list): `undefined` leaves the
 * value out (a password, even hashed), `null` when the field is not one of them.
 */
export function inputDisplayValue(field: FormField, value: string | string[]): string | undefined | null {
  if (field.type === 'password') return undefined;
  if (field.type === 'creditcard') return typeof value === 'string' ? value : undefined;
  return null;
}

/**
 * The rules of these fields a schema cannot say, for parseFormDefinition: an image choice needs
 * choices and images only for its own choice values; a mask only on a text or phone field. The message
 * names what is wrong, or undefined when the field is fine.
 */
export function inputDefinitionProblem(field: FormField): string | undefined {
  if (field.type === 'image_choice') {
    if (!field.choices?.length) return 'an image_choice field needs choices';
    const values = new Set(field.choices.map((choice) => choice.value));
    const stray = Object.keys(field.choiceImages ?? {}).find((value) => !values.has(value));
    if (stray !== undefined) return `choiceImages names "${stray.slice(0, 50)}", which is not a choice value`;
  }
  if (field.inputMask !== undefined && field.type !== 'text' && field.type !== 'phone')
    return 'inputMask is for text and phone fields';
  return undefined;
}
