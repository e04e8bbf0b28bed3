import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import adjacencyGraphs from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs';
import commonPasswords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import firstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import wordSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';
import { PASSWORD_MAX_LENGTH } from './password-strength.ts';

/**
 * The password estimator: zxcvbn-ts with the common-password list (the 30,000 passwords most often
 * leaked), English first names, number/month sequences and keyboard layouts. The English word lists,
 * surnames and Wikipedia words (about 600 KB gzip more) are left out: a page would fetch ~850 KB for
 * one field; the leaked-password list is what catches the passwords attackers try first.
 * The field's view imports this module dynamically (chunk `gform-password-strength`), so only a visitor
 * in a password field ever loads it; the server imports it to judge the same score. Built on first use.
 */
let factory: ZxcvbnFactory | undefined;

/** The estimator's score 0–4 of `password`; words from the form (`userInputs`) count as guessable. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  factory ??= new ZxcvbnFactory({
    dictionary: { 'passwords-common': commonPasswords, 'firstnames-en': firstNames, ...wordSequences },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_MAX_LENGTH,
  });
  return factory.check(password, [...userInputs]).score;
}
