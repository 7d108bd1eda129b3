import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '../../domain/messages.ts';
import { AppError } from '../platform/app-error.ts';
import { isMalformedMultipart } from './upload.ts';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  fields?: Record<string, string>,
  message?: string,
) {
  const body: ApiErrorBody = {
    error: { code, message: message ?? ERRORS[code].message, ...(fields && { fields }) },
  };
  // It replaces whatever the route had begun to send, e.g. a download's type and file name.
  return reply
    .status(ERRORS[code].status)
    .removeHeader('content-disposition')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Field path → first message, e.g. { "area_ha": "O número deve ser maior que 0" }. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const key =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (error.validationContext ?? 'body');
    fields[key] ??= issue.message ?? ERRORS.VALIDATION_FAILED.message;
  }
  return fields;
}

/** A whole part of the request named in the summary (its field keeps the part's name). */
const PART_NAMES: Record<string, string> = {
  body: 'o corpo da requisição',
  querystring: 'os parâmetros da consulta',
  params: 'o endereço',
};

/** Maps Fastify's own errors (by code) to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  // @fastify/multipart's
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'MULTIPART_INVALID',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'MULTIPART_INVALID',
  FST_INVALID_JSON_FIELD_ERROR: 'MULTIPART_INVALID',
  FST_MP_PREMATURE_CLOSE: 'MULTIPART_INVALID',
};

/**
 * PostgreSQL's refusals of a text it cannot store (U+0000 in text or jsonb), for what the
 * NUL-byte hook cannot see: the parts of a multipart upload, which the route reads itself.
 */
const DATABASE_CODES: Record<string, ErrorCode> = {
  '22021': 'INVALID_CHARACTERS',
  '22P05': 'INVALID_CHARACTERS',
};

/** The SQLSTATE of a database error, on the error or on its cause (drizzle wraps it). */
function databaseCode(error: unknown): string | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 3; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route or error handler runs (a
 * malformed percent-escape, a path parameter beyond 100 characters), in the API's error shape
 * instead of Fastify's English one.
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(reply, 'INVALID_URL');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.fields, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const names = Object.keys(fields)
        .map((name) => PART_NAMES[name] ?? name)
        .join(', ');
      return sendError(reply, 'VALIDATION_FAILED', fields, `Dados inválidos: verifique ${names}.`);
    }
    const mapped =
      (error.code ? FASTIFY_CODES[error.code] : undefined) ??
      DATABASE_CODES[databaseCode(error) ?? ''];
    if (mapped) return sendError(reply, mapped);
    if (isMalformedMultipart(request, error)) return sendError(reply, 'MULTIPART_INVALID');
    if (error instanceof SyntaxError && error.statusCode === 400)
      return sendError(reply, 'INVALID_JSON');
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');
    // e.g. @fastify/static refusing a directory or a dotfile
    if (error.statusCode === 403 || error.statusCode === 404)
      return sendError(reply, 'ROUTE_NOT_FOUND');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
}
