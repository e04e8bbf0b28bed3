import { describe, expect, it } from 'vitest';
import { safeUrl } from '../src/security/safe-url.ts';

describe('safe URLs for src and href', () => {
  it.each([
    'https://example.com/a.jpg',
    'HTTP://example.com/',
    '//cdn.example.com/x.png',
    '/site/avatars/a.svg',
    'images/photo.webp',
    '../up.png',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'jav&#x09;ascript:alert(1)',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});
