import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collect.ts';

describe('collectWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after a quiet spell, and again only after requests and another spell', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    const stop = collectWhenIdle(server, { quietMs: 30_000, collect });
    // Requests every 20 s keep it from running: each one starts the 30 s over.
    for (let k = 0; k < 5; k++) {
      vi.advanceTimersByTime(20_000);
      server.emit('request');
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Still quiet: no second collection without a request in between.
    vi.advanceTimersByTime(120_000);
    expect(collect).toHaveBeenCalledTimes(1);
    server.emit('request');
    vi.advanceTimersByTime(30_000);
    expect(collect).toHaveBeenCalledTimes(2);
    server.emit('request');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('by default runs V8 full collection, which frees unreachable memory', async () => {
    vi.useRealTimers();
    const server = new EventEmitter();
    const ref = new WeakRef({ big: new Array(1_000).fill('x') });
    // A WeakRef holds its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    const stop = collectWhenIdle(server, { quietMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(ref.deref()).toBeUndefined();
  });
});
