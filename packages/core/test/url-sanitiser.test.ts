import { describe, expect, it, vi } from 'vitest';
import {
  decodeCharacterReferences,
  INVALID_PROTOCOL_MESSAGE,
  isSafeIdentifier,
  SOURCE_PROTOCOLS,
  safeHash,
  sanitiseSource,
  sanitiseUrl,
} from '../src/security/url-sanitiser.ts';

const quiet = () => vi.fn<(message: string, url: string) => void>();

describe('URL sanitiser (issue 13 §10)', () => {
  it.each([
    'http://example.com/a?b=1#c',
    'https://example.com/',
    'HTTPS://EXAMPLE.COM/',
    'ftp://files.example.com/menu.pdf',
    'mailto:hello@example.com?subject=Hi',
    'tel:+441234567890',
    'sms:+441234567890?body=hi',
    'callto:cafe',
    'geo:51.5,-0.12',
  ])('keeps the allowed protocol of %s', (url) => {
    const log = quiet();
    expect(sanitiseUrl(url, { log })).toBe(url);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    '/menu',
    'menu/lunch.html',
    './menu',
    '../menu',
    '?page=2',
    '//cdn.example.com/a.png',
    '/a:b',
    'path/with:colon',
    '#contact',
    '#section-2_b',
    '#',
  ])('lets the relative URL or anchor %s pass', (url) => {
    const log = quiet();
    expect(sanitiseUrl(url, { log })).toBe(url);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)'.replace('&Tab;', '&tab;'),
    'javascript&colon;alert(1)',
    'http&colon;//example.com',
    `https://example.com/${'a'.repeat(2_100)}`,
  ])("turns %j into '#' and logs 'Invalid protocol'", (url) => {
    const log = quiet();
    expect(sanitiseUrl(url, { log })).toBe('#');
    expect(log).toHaveBeenCalledWith(INVALID_PROTOCOL_MESSAGE, expect.any(String));
  });

  it('logs to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sanitiseUrl('javascript:alert(1)')).toBe('#');
    expect(error).toHaveBeenCalledWith('[site-widgets] Invalid protocol', 'javascript:alert(1)');
    error.mockRestore();
  });

  it('makes empty text and non-strings "#" without logging', () => {
    const log = quiet();
    expect(sanitiseUrl('', { log })).toBe('#');
    expect(sanitiseUrl('   ', { log })).toBe('#');
    expect(sanitiseUrl(null, { log })).toBe('#');
    expect(sanitiseUrl(undefined, { log })).toBe('#');
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses an anchor that is not a safe identifier', () => {
    const log = quiet();
    expect(sanitiseUrl('#a"onmouseover=alert(1)', { log })).toBe('#');
    expect(sanitiseUrl('#x:y', { log })).toBe('#');
    expect(sanitiseUrl('#1abc', { log })).toBe('#');
  });

  it('with the source protocols, refuses mailto and tel for src', () => {
    const log = quiet();
    expect(sanitiseUrl('mailto:a@example.com', { protocols: SOURCE_PROTOCOLS, log })).toBe('#');
    expect(sanitiseUrl('https://example.com/a.png', { protocols: SOURCE_PROTOCOLS, log })).toBe(
      'https://example.com/a.png',
    );
  });
});

describe('safe identifiers for hashes and selectors', () => {
  it.each(['contact', 'a', 'section-2', 'form_3_1', `a${'b'.repeat(127)}`])('accepts %s', (value) => {
    expect(isSafeIdentifier(value)).toBe(true);
    expect(safeHash(value)).toBe(`#${value}`);
  });

  it.each([
    '',
    '1st',
    '-x',
    'a b',
    'a.b',
    'a#b',
    'x"]',
    "x'],body",
    '<img>',
    `a${'b'.repeat(128)}`,
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(isSafeIdentifier(value)).toBe(false);
    expect(safeHash(value)).toBe('#');
  });
});

describe('character references', () => {
  it('decodes decimal, hex and the named ones that can spell a scheme', () => {
    expect(decodeCharacterReferences('&#106;&#x61;v&colon;&tab;')).toBe('jav:\t');
    expect(decodeCharacterReferences('&unknown;')).toBe('&unknown;');
    expect(decodeCharacterReferences('&#0;')).toBe('\uFFFD');
  });
});

describe('image sources', () => {
  it('keeps web and relative sources and leaves out anything else, logging it', () => {
    const log = quiet();
    expect(sanitiseSource('/site/images/a.svg', log)).toBe('/site/images/a.svg');
    expect(sanitiseSource('https://cdn.example.com/a.png', log)).toBe('https://cdn.example.com/a.png');
    expect(log).not.toHaveBeenCalled();
    expect(sanitiseSource('data:image/svg+xml,<svg onload=alert(1)>', log)).toBeUndefined();
    expect(sanitiseSource('javascript:alert(1)', log)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
