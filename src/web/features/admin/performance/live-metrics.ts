import { useEffect, useState } from 'react';

/** Samples kept per metric (the history shown and exported). */
export const HISTORY = 60;

/** Spec part 2 §9 'Sampling', in ms. */
const CADENCE = { fps: 1_000, memory: 2_000, latency: 5_000 } as const;

export type Sample = { at: string; value: number };
export type LiveSamples = { fps: Sample[]; memory: Sample[]; latency: Sample[] };

const NONE: LiveSamples = { fps: [], memory: [], latency: [] };

/** Chromium's non-standard heap figures; other browsers have none. */
type HeapMemory = { usedJSHeapSize: number; jsHeapSizeLimit: number };
export const heapMemory = () =>
  (performance as Performance & { memory?: HeapMemory }).memory ?? null;

const MB = 1024 * 1024;

function useDocumentVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The browser's own metrics while `running`: frames per second counted with
 * requestAnimationFrame each second, the JavaScript heap (MB) every 2 s where the browser tells
 * it, and the round trip of a HEAD to this site every 5 s. Nothing is sampled while paused,
 * once unmounted, or while the document is hidden (sampling resumes when it is shown again).
 */
export function useLiveMetrics() {
  const [running, setRunning] = useState(false);
  const [samples, setSamples] = useState<LiveSamples>(NONE);
  const visible = useDocumentVisible();
  const active = running && visible;

  useEffect(() => {
    if (!active) return;
    const push = (key: keyof LiveSamples, value: number) =>
      setSamples((all) => ({
        ...all,
        [key]: [...all[key], { at: new Date().toISOString(), value }].slice(-HISTORY),
      }));

    let frames = 0;
    let frame = requestAnimationFrame(function count() {
      frames += 1;
      frame = requestAnimationFrame(count);
    });
    let since = performance.now();
    const fps = setInterval(() => {
      const now = performance.now();
      push('fps', Math.round((frames * 1_000) / (now - since)));
      frames = 0;
      since = now;
    }, CADENCE.fps);

    const memory = setInterval(() => {
      const heap = heapMemory();
      if (heap) push('memory', Math.round((heap.usedJSHeapSize / MB) * 10) / 10);
    }, CADENCE.memory);

    const stopped = new AbortController();
    const latency = setInterval(() => {
      const started = performance.now();
      fetch(`${location.origin}/`, { method: 'HEAD', cache: 'no-store', signal: stopped.signal })
        .then(() => push('latency', Math.round(performance.now() - started)))
        .catch(() => undefined); // offline or stopped: no sample
    }, CADENCE.latency);

    return () => {
      cancelAnimationFrame(frame);
      clearInterval(fps);
      clearInterval(memory);
      clearInterval(latency);
      stopped.abort();
    };
  }, [active]);

  return { running, samples, start: () => setRunning(true), pause: () => setRunning(false) };
}
