import { describe, expect, it } from 'vitest';
import { createLatestOnly, readRefreshAnswer } from '../src/builder/loop-refresh.ts';

describe('refresh-loop answers (spec 001 §7, §8)', () => {
  it('gives the data HTML of an OK answer', () => {
    expect(readRefreshAnswer({ ok: true, status: 200, text: '{"data":"<p>2 posts</p>"}' })).toBe(
      '<p>2 posts</p>',
    );
  });

  it('treats network errors, non-OK and 400+ statuses, bad JSON and empty data as empty', () => {
    expect(readRefreshAnswer(undefined)).toBeUndefined();
    expect(readRefreshAnswer({ ok: false, status: 500, text: '{"data":"<p>x</p>"}' })).toBeUndefined();
    expect(readRefreshAnswer({ ok: true, status: 404, text: '{"data":"<p>x</p>"}' })).toBeUndefined();
    expect(readRefreshAnswer({ ok: true, status: 200, text: 'not json' })).toBeUndefined();
    expect(readRefreshAnswer({ ok: true, status: 200, text: 'null' })).toBeUndefined();
    expect(readRefreshAnswer({ ok: true, status: 200, text: '{"data":""}' })).toBeUndefined();
    expect(readRefreshAnswer({ ok: true, status: 200, text: '{"data":"   "}' })).toBeUndefined();
    expect(readRefreshAnswer({ ok: true, status: 200, text: '{"data":{"html":"x"}}' })).toBeUndefined();
  });

  it('lets only the latest refresh through', () => {
    const latest = createLatestOnly();
    const first = latest.begin();
    const second = latest.begin();
    expect(latest.isLatest(first)).toBe(false);
    expect(latest.isLatest(second)).toBe(true);
  });
});
