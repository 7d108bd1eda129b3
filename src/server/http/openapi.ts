import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { noBody } from '../../domain/wire.ts';

/**
 * The OpenAPI document's view of a route: zod's schemas as JSON Schema, and a route that
 * declares `noBody` (an action that reads nothing) shown without a request body. Only the API
 * is described: a route outside `/api/` (the landing page, the web app's files) is left out.
 */
export const openApiTransform: typeof jsonSchemaTransform = (document) => {
  if (!document.url.startsWith('/api/'))
    return { schema: { ...document.schema, hide: true }, url: document.url };
  if (document.schema?.body !== noBody) return jsonSchemaTransform(document);
  const { body: _none, ...schema } = document.schema;
  return jsonSchemaTransform({ ...document, schema });
};
