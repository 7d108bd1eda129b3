/**
 * This page's own load, from the Navigation Timing API: load time from the navigation's start to
 * the end of the load event; render time from the last byte of the document to the DOM
 * complete (the browser's parsing and building). Null until the page has loaded.
 */
export function navigationTiming(): { loadTime: number; renderTime: number } | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const timing = entry as PerformanceNavigationTiming | undefined;
  if (!timing || !timing.loadEventEnd) return null;
  return {
    loadTime: Math.round(timing.loadEventEnd - timing.startTime),
    renderTime: Math.round(timing.domComplete - timing.responseEnd),
  };
}
