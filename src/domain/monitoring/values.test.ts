import { describe, expect, it } from 'vitest';
import { PERFORMANCE_THRESHOLDS, ratePerformance, type PerformanceMetric } from './values.ts';

// Spec part 2 §9 'Performance thresholds', every edge: a value on a limit takes the better label.
describe('ratePerformance', () => {
  it.each<[PerformanceMetric, number, string]>([
    ['fps', 60, 'Ótimo'],
    ['fps', 50, 'Ótimo'],
    ['fps', 49.9, 'Médio'],
    ['fps', 30, 'Médio'],
    ['fps', 29.9, 'Ruim'],
    ['fps', 0, 'Ruim'],
    ['LCP', 0, 'Ótimo'],
    ['LCP', 2_500, 'Ótimo'],
    ['LCP', 2_500.1, 'Médio'],
    ['LCP', 4_000, 'Médio'],
    ['LCP', 4_000.1, 'Ruim'],
    ['FID', 100, 'Ótimo'],
    ['FID', 100.1, 'Médio'],
    ['FID', 300, 'Médio'],
    ['FID', 300.1, 'Ruim'],
    ['INP', 200, 'Ótimo'],
    ['INP', 200.1, 'Médio'],
    ['INP', 500, 'Médio'],
    ['INP', 500.1, 'Ruim'],
    ['CLS', 0.1, 'Ótimo'],
    ['CLS', 0.1001, 'Médio'],
    ['CLS', 0.25, 'Médio'],
    ['CLS', 0.2501, 'Ruim'],
    ['TTFB', 800, 'Ótimo'],
    ['TTFB', 801, 'Médio'],
    ['TTFB', 1_800, 'Médio'],
    ['TTFB', 1_801, 'Ruim'],
    ['FCP', 1_800, 'Ótimo'],
    ['FCP', 1_801, 'Médio'],
    ['FCP', 3_000, 'Médio'],
    ['FCP', 3_001, 'Ruim'],
    ['loadTime', 3_000, 'Ótimo'],
    ['loadTime', 3_001, 'Médio'],
    ['loadTime', 5_000, 'Médio'],
    ['loadTime', 5_001, 'Ruim'],
    ['renderTime', 1_500, 'Ótimo'],
    ['renderTime', 1_501, 'Médio'],
    ['renderTime', 3_000, 'Médio'],
    ['renderTime', 3_001, 'Ruim'],
    ['latency', 12, 'Ótimo'],
    ['latency', 100, 'Ótimo'],
    ['latency', 101, 'Médio'],
    ['latency', 300, 'Médio'],
    ['latency', 301, 'Ruim'],
  ])('%s %d is %s', (metric, value, rating) => {
    expect(ratePerformance(metric, value)).toBe(rating);
  });

  it('uses the spec table’s numbers', () => {
    expect(PERFORMANCE_THRESHOLDS).toMatchObject({
      fps: { good: 50, poor: 30, higherIsBetter: true },
      LCP: { good: 2500, poor: 4000 },
      FID: { good: 100, poor: 300 },
      CLS: { good: 0.1, poor: 0.25 },
      loadTime: { good: 3000, poor: 5000 },
      renderTime: { good: 1500, poor: 3000 },
      latency: { good: 100, poor: 300 },
    });
  });
});
