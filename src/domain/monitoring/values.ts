/** Spec part 1 §3 'Client error log entry' types. */
export const CLIENT_ERROR_TYPES = ['boundary', 'error', 'rejection'] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

/** The Core Web Vitals the browser sends (issue 4 'Analytics'), measured by the web-vitals package. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * Good / poor thresholds: LCP and CLS from spec part 2 §9 'Performance thresholds'; INP (which
 * replaced the spec's FID in the browsers), TTFB and FCP from web.dev's definitions.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2_500, poor: 4_000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1_800 },
  FCP: { good: 1_800, poor: 3_000 },
};

export type VitalRating = 'bom' | 'precisa melhorar' | 'ruim';

/** 'bom' up to the good threshold, 'ruim' above the poor one. */
export function rateVital(name: WebVitalName, value: number): VitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? 'bom' : value <= poor ? 'precisa melhorar' : 'ruim';
}
