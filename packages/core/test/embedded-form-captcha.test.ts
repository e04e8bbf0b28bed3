import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForCaptchaToken } from '../src/forms/embedded-form-captcha.ts';
import { systemClock } from '../src/timing/clock.ts';

afterEach(() => vi.useRealTimers());

describe('captcha token', () => {
  it('stays pending until a token exists, polled every 100 ms', async () => {
    vi.useFakeTimers();
    let value = '';
    const read = vi.fn(() => value);
    const { token } = waitForCaptchaToken(read, systemClock);
    let resolved: string | undefined;
    void token.then((t) => {
      resolved = t;
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(read).toHaveBeenCalledTimes(4); // at once, then at 100, 200, 300 ms
    expect(resolved).toBeUndefined();
    value = 'tok-1';
    await vi.advanceTimersByTimeAsync(49);
    expect(resolved).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe('tok-1');
  });

  it('answers at once when the token is already there', async () => {
    const { token } = waitForCaptchaToken(() => 'ready', systemClock);
    expect(await token).toBe('ready');
  });

  it('gives up with no token after its limit', async () => {
    vi.useFakeTimers();
    const { token } = waitForCaptchaToken(() => '', systemClock, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await token).toBe('');
  });
});
