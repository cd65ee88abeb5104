import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('makes the value on first use only, and shares it between callers', async () => {
    let made = 0;
    const value = once(async () => ++made);
    expect(made).toBe(0);
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    expect(await value()).toBe(1);
    expect(made).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const value = once(async () => {
      calls++;
      if (calls === 1) throw new Error('not yet');
      return 'loaded';
    });
    await expect(value()).rejects.toThrow('not yet');
    expect(await value()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
