import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Shared with the browser journeys, which read a downloaded PDF's text the same way. */
export { pdfPageCount, pdfText } from '../../test-support/pdf-text.ts';

/** A route's answer that is a PDF: 200, typed as one, and its bytes start as one. */
export function expectPdf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}
