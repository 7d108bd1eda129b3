import { z } from 'zod';

/**
 * How values travel in the API's JSON answers, for the response contracts of every area.
 * Times are ISO 8601 strings in UTC ('2026-11-24T08:11:17.000Z'); calendar dates 'YYYY-MM-DD',
 * months 'YYYY-MM'.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export const calendarDate = z.iso.date();

/** How a calendar month is written, 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar month, 'YYYY-MM'. */
export const calendarMonth = z.string().regex(MONTH_PATTERN);

/** A time the server already wrote as an ISO string (`toISOString()`). */
export const isoTimestamp = z.iso.datetime();

/**
 * A time the server holds as a `Date` and sends as an ISO string: the schema's output type is
 * `Date` (what a route returns), its input type the string the browser reads (`z.input`).
 */
export const timestamp = z.codec(isoTimestamp, z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/**
 * A file answered as bytes (a PDF, a spreadsheet, an attachment): declared so the OpenAPI
 * document lists it, never serialized — Fastify sends a Buffer or a stream as it is.
 */
export const binaryFile = z.custom<unknown>().meta({ type: 'string', format: 'binary' });

/** A response whose body is one file of the given content type. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: binaryFile } },
});

/** `{ ok: true }`: a change done, with nothing else to say. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** 204 No Content. */
export const noContent = z.undefined().describe('No content');

export const nullableNumber = z.number().nullable();
export const nullableText = z.string().nullable();
export const nullableInt = z.number().int().nullable();
export const nullableId = z.uuid().nullable();
export const nullableDate = calendarDate.nullable();

/** An amount of money: whole centavos (R$ 12,34 is 1234). */
export const centsValue = z.number().int();

/**
 * The body of a request that takes none (an action such as archiving or signing out): Fastify
 * sees no body as null; a body sent anyway is refused.
 */
export const noBody = z.null().optional().describe('This request takes no body.');

/** How many rows a paged list has in all, and how many a page shows. */
export const pageCounts = { total: z.number().int(), pageSize: z.number().int() };

/** A page of a list as the API answers it: its rows, how many there are in all, the page size. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), ...pageCounts });
