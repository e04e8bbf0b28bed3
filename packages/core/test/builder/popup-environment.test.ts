import { browserFromUserAgent, deviceForWidth } from '@site-widgets/core/builder/popup-environment.ts';
import { describe, expect, it } from 'vitest';

describe('popup environment facts', () => {
  it('devices by width: above 1024 desktop, above 768 tablet, else mobile (spec 001 §9)', () => {
    expect([1025, 1024, 769, 768, 390].map(deviceForWidth)).toEqual([
      'desktop',
      'tablet',
      'tablet',
      'mobile',
      'mobile',
    ]);
  });

  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'edge',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 OPR/115.0',
      'opera',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'safari',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'ie'],
    ['curl/8.0', 'other'],
  ] as const)('%s is %s', (userAgent, browser) => {
    expect(browserFromUserAgent(userAgent)).toBe(browser);
  });
});
