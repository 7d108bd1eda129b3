import type { ClientErrorType } from '../../domain/monitoring/values.ts';

// What the browser tells the server about itself: errors, page views, Core Web Vitals. Each
// report is a beacon (it survives the page closing) and never throws.

const SESSION_KEY = 'agrovoo-analytics-session';
/** Errors reported per page load: a loop of failures must not become a flood. */
const MAX_ERRORS = 10;

/** A random id per browser tab — no personal data — that groups a visit's page views. */
export function analyticsSession(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

function send(url: string, body: object) {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

const reported = new Set<string>();

/** Sends an error to the client error log (spec part 1 §3), once per message and page load. */
export function reportClientError(type: ClientErrorType, error: unknown, componentStack?: string) {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  const key = `${type}:${message}`;
  if (reported.has(key) || reported.size >= MAX_ERRORS) return;
  reported.add(key);
  send('/api/client-errors', {
    type,
    message: message || 'Erro sem mensagem',
    stack: error instanceof Error ? error.stack : undefined,
    location: window.location.href,
    userAgent: navigator.userAgent,
    componentStack,
    timestamp: new Date().toISOString(),
  });
}

/** Errors no component caught and promises nobody awaited. */
export function installErrorReporting() {
  window.addEventListener('error', (event) =>
    reportClientError('error', event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError('rejection', event.reason),
  );
}

let firstView = true;

/** A page view on every route change: the path, where the visit came from, the tab's id. */
export function reportPageView(path: string) {
  send('/api/analytics/page-views', {
    path,
    referrer: firstView ? document.referrer || null : null,
    sessionId: analyticsSession(),
  });
  firstView = false;
}

/** LCP, INP, CLS, TTFB and FCP of this page load, each sent when the browser settles it. */
export async function reportWebVitals() {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: string; value: number }) =>
    send('/api/analytics/web-vitals', {
      name: metric.name,
      value: metric.value,
      path: window.location.pathname,
      sessionId: analyticsSession(),
    });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
}
