import { afterEach, describe, expect, it, vi } from 'vitest';
import { newLauncherId, startHeartbeat } from './heartbeat';

afterEach(() => {
  vi.useRealTimers();
});

describe('launcher heartbeat', () => {
  it('beats at once and then every 5000 ms until stopped', () => {
    vi.useFakeTimers();
    const beats: number[] = [];
    const start = Date.now();
    const stop = startHeartbeat(() => beats.push(Date.now() - start));
    vi.advanceTimersByTime(4999);
    expect(beats).toEqual([0]);
    vi.advanceTimersByTime(11_001);
    expect(beats).toEqual([0, 5000, 10_000, 15_000]);
    stop();
    stop();
    vi.advanceTimersByTime(20_000);
    expect(beats).toHaveLength(4);
  });

  it('names each opening with a fresh UUID', () => {
    const a = newLauncherId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newLauncherId()).not.toBe(a);
  });
});
