import { describe, expect, it } from 'vitest';
import { newsletterOutcome } from '../src/content/newsletter-answer.ts';
import {
  boundedInterests,
  mailchimpBirthday,
  normaliseEmail,
  parseSignupFields,
} from '../src/content/newsletter-fields.ts';

describe('newsletter fields (issue 17 items 5 and 6)', () => {
  it('reads the address and upper-case merge fields from the serialised form, and the original plugin’s names', () => {
    expect(
      parseSignupFields('EMAIL=a%40b.test&FNAME=Ada&LNAME=Lovelace&city=x&sw_newsletter_website='),
    ).toEqual({
      email: 'a@b.test',
      mergeFields: { FNAME: 'Ada', LNAME: 'Lovelace' },
      honeypot: '',
    });
    expect(parseSignupFields('wpr_mailchimp_email=c%40d.test&wpr_mailchimp_firstname=Cy')).toEqual({
      email: 'c@d.test',
      mergeFields: { FNAME: 'Cy' },
      honeypot: '',
    });
  });

  it('bounds what it keeps: ten merge fields of 255 characters, one line each; too many pairs is refused', () => {
    const many = Array.from({ length: 15 }, (_, i) => `F${i}=${'x'.repeat(300)}`).join('&');
    const parsed = parseSignupFields(`EMAIL=a%40b.test&${many}&NOTE=a%0Ab%00c`);
    expect(Object.keys(parsed?.mergeFields ?? {})).toHaveLength(10);
    expect(parsed?.mergeFields.F0).toHaveLength(255);
    expect(parseSignupFields('EMAIL=a%40b.test&NOTE=a%0Ab')?.mergeFields.NOTE).toBe('a b');
    expect(parseSignupFields('X=1&'.repeat(41))).toBeUndefined();
  });

  it('normalises addresses and refuses what is not one', () => {
    expect(normaliseEmail('  Ada@Example.TEST ')).toBe('ada@example.test');
    for (const bad of [
      '',
      'ada',
      'ada@',
      '<script>@x.test',
      'a\u0000b@x.test',
      'a\u202eb@x.test',
      `${'a'.repeat(250)}@x.test`,
    ])
      expect(normaliseEmail(bad)).toBeUndefined();
  });

  it('formats a birthday as Mailchimp’s MM/DD; a day that does not exist is dropped', () => {
    expect(mailchimpBirthday('1990-07-04')).toBe('07/04');
    expect(mailchimpBirthday('7/4')).toBe('07/04');
    expect(mailchimpBirthday('2001-02-29')).toBe('02/29');
    for (const bad of ['1990-13-01', '1990-04-31', '04/00', 'July 4', '1990-7-4', ''])
      expect(mailchimpBirthday(bad)).toBeUndefined();
  });

  it('keeps distinct, well-formed interest ids, at most twenty', () => {
    expect(boundedInterests(['a1', 'a1', '<x>', 3, 'b-2'])).toEqual(['a1', 'b-2']);
    expect(boundedInterests(Array.from({ length: 30 }, (_, i) => `g${i}`))).toHaveLength(20);
  });

  it('reads an answer by its status: subscribed is success, anything else the error block', () => {
    expect(newsletterOutcome('{"status":"subscribed"}')).toEqual({ status: 'success' });
    expect(newsletterOutcome('{"status":"error","message":"No."}')).toEqual({
      status: 'error',
      message: 'No.',
    });
    expect(newsletterOutcome('{"status":"pending"}')).toEqual({ status: 'error', message: undefined });
    expect(newsletterOutcome('-1')).toEqual({ status: 'error', message: undefined });
    expect(newsletterOutcome(undefined)).toEqual({ status: 'error', message: undefined });
  });
});
