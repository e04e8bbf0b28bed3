import { describe, expect, it } from 'vitest';
import { parseSocialProfile, SOCIAL_PLATFORMS } from '../../src/forms/inputs/social-profile.ts';

describe('social profile parsing (issue 13 §9, spec 001 §3, §5)', () => {
  it.each([
    ['calendly', 'https://calendly.com/cafe-bookings', 'cafe-bookings', 'https://calendly.com/cafe-bookings'],
    [
      'youtube',
      'https://www.youtube.com/@CafeChannel',
      'CafeChannel',
      'https://www.youtube.com/@CafeChannel',
    ],
    ['youtube', 'https://youtube.com/c/CafeChannel', 'CafeChannel', 'https://www.youtube.com/@CafeChannel'],
    ['wordpress', 'https://cafeblog.wordpress.com/about', 'cafeblog', 'https://cafeblog.wordpress.com'],
    ['x', 'https://twitter.com/cafe_official', 'cafe_official', 'https://x.com/cafe_official'],
    ['x', 'https://x.com/cafe_official/status/1', 'cafe_official', 'https://x.com/cafe_official'],
    ['facebook', 'https://m.facebook.com/the.cafe', 'the.cafe', 'https://www.facebook.com/the.cafe'],
    [
      'bluesky',
      'https://bsky.app/profile/cafe.example.com',
      'cafe.example.com',
      'https://bsky.app/profile/cafe.example.com',
    ],
    [
      'bluesky',
      'https://bsky.app/profile/cafe',
      'cafe.bsky.social',
      'https://bsky.app/profile/cafe.bsky.social',
    ],
    ['tiktok', 'https://www.tiktok.com/@cafe.eats', 'cafe.eats', 'https://www.tiktok.com/@cafe.eats'],
    ['whatsapp', 'https://wa.me/447700900123', '447700900123', 'https://wa.me/447700900123'],
    [
      'whatsapp',
      'https://api.whatsapp.com/send?phone=447700900123',
      '447700900123',
      'https://wa.me/447700900123',
    ],
    ['threads', 'https://www.threads.net/@cafe', 'cafe', 'https://www.threads.net/@cafe'],
    [
      'linkedin',
      'https://www.linkedin.com/in/ada-lovelace/',
      'ada-lovelace',
      'https://www.linkedin.com/in/ada-lovelace',
    ],
    ['savvycal', 'https://savvycal.com/cafe/tasting', 'cafe', 'https://savvycal.com/cafe'],
    ['github', 'github.com/octocat', 'octocat', 'https://github.com/octocat'],
    [
      'instagram',
      'https://instagram.com/cafe_eats?hl=en',
      'cafe_eats',
      'https://www.instagram.com/cafe_eats',
    ],
  ] as const)('%s: the URL %s gives %s', (platform, input, identifier, url) => {
    expect(parseSocialProfile(input)).toEqual({ platform, identifier, url, valid: true });
    expect(parseSocialProfile(input, platform)).toEqual({ platform, identifier, url, valid: true });
  });

  it.each(SOCIAL_PLATFORMS.filter((platform) => !['whatsapp', 'bluesky', 'wordpress'].includes(platform)))(
    '%s: a bare handle with @ is read for the field platform',
    (platform) => {
      const profile = parseSocialProfile('@cafe_1', platform);
      expect(profile).toMatchObject({ platform, identifier: 'cafe_1', valid: true });
      expect(profile.url).toMatch(/^https:\/\//);
    },
  );

  it('X: 1 to 15 word characters', () => {
    expect(parseSocialProfile('a', 'x').valid).toBe(true);
    expect(parseSocialProfile('a'.repeat(15), 'x').valid).toBe(true);
    expect(parseSocialProfile('a'.repeat(16), 'x').valid).toBe(false);
    expect(parseSocialProfile('ca-fe', 'x').valid).toBe(false);
    expect(parseSocialProfile('ca.fe', 'x').valid).toBe(false);
  });

  it('WordPress: a site name (letters, digits, hyphens) is its subdomain', () => {
    expect(parseSocialProfile('@Cafe-Blog', 'wordpress')).toEqual({
      platform: 'wordpress',
      identifier: 'cafe-blog',
      url: 'https://cafe-blog.wordpress.com',
      valid: true,
    });
    expect(parseSocialProfile('cafe_blog', 'wordpress').valid).toBe(false);
  });

  it('Bluesky: the domain suffix is added only when the handle has no dot', () => {
    expect(parseSocialProfile('@cafe', 'bluesky').identifier).toBe('cafe.bsky.social');
    expect(parseSocialProfile('cafe.example.org', 'bluesky').identifier).toBe('cafe.example.org');
    expect(parseSocialProfile('cafe..org', 'bluesky').valid).toBe(false);
  });

  it('WhatsApp keeps digits only', () => {
    expect(parseSocialProfile('+44 (7700) 900-123', 'whatsapp')).toEqual({
      platform: 'whatsapp',
      identifier: '447700900123',
      url: 'https://wa.me/447700900123',
      valid: true,
    });
    expect(parseSocialProfile('call me', 'whatsapp').valid).toBe(false);
  });

  it('others: letters, digits, _, - and . only', () => {
    expect(parseSocialProfile('ada.love-lace_1', 'github').valid).toBe(true);
    expect(parseSocialProfile('ada lovelace', 'github').valid).toBe(false);
    expect(parseSocialProfile('ada/../x', 'github').valid).toBe(false);
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['javascript://github.com/%0aalert(1)', 'github'],
    ['data:text/html,<script>', 'github'],
    ['https://github.com.evil.example/octocat', 'github'],
    ['https://evil.example/github.com/octocat', undefined],
    ['https://user:pass@github.com/octocat', 'github'],
    ['https://github.com:8443/octocat', 'github'],
    ['ftp://github.com/octocat', 'github'],
    ['https://github.com/%3Cscript%3E', 'github'],
    ['https://github.com/%E0%A4%A', 'github'],
    ['<script>alert(1)</script>', 'instagram'],
    ['"onmouseover="x', 'instagram'],
    ['https://twitter.com/cafe', 'instagram'],
    ['https://x.com/', 'x'],
    ['@', 'github'],
    ['a'.repeat(501), 'github'],
    ['octocat', undefined],
    ['', 'github'],
  ] as const)('refuses the hostile or foreign input %j', (input, platform) => {
    const profile = parseSocialProfile(input, platform);
    expect(profile.valid).toBe(false);
    expect(profile.url).toBe('');
    expect(profile.identifier).toBe('');
  });
});
