import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH } from './password-strength.ts';

/**
 * The password estimator (zxcvbn-ts with its common and English dictionaries, about 370 KB gzip of
 * word lists): the field's view imports this module dynamically, so only a page with a password field
 * ever loads it; the server imports it to judge the same score. Built once, on first use.
 */
let factory: ZxcvbnFactory | undefined;

/** The estimator's score 0–4 of `password`; words from the form (`userInputs`) count as guessable. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_MAX_LENGTH,
  });
  return factory.check(password, [...userInputs]).score;
}
