import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileResponse, noContent, timestamp } from '../../domain/wire.ts';
import { JsonText, replySerializer } from './serializer.ts';

const answer = z.strictObject({ id: z.string(), at: timestamp, total: z.number().nullable() });
const loose = z.object({ id: z.string() });

function appWith(check: boolean, reply: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(check));
  app.get('/strict', { schema: { response: { 200: answer } } }, async () => reply as never);
  app.get('/loose', { schema: { response: { 200: loose } } }, async () => reply as never);
  app.get(
    '/file',
    { schema: { response: { 200: fileResponse('application/pdf', 'A file.') } } },
    async (_request, res) => res.type('application/pdf').send(Buffer.from('%PDF-1.4 bytes')),
  );
  app.get(
    '/stream',
    { schema: { response: { 200: fileResponse('*/*', 'A file.') } } },
    async (_request, res) => res.type('image/jpeg').send(Readable.from([Buffer.from('jpeg')])),
  );
  app.delete('/gone', { schema: { response: { 204: noContent } } }, async (_request, res) =>
    res.status(204).send(),
  );
  return app;
}

async function get(check: boolean, reply: unknown, url = '/strict') {
  const app = appWith(check, reply);
  try {
    return await app.inject({ method: url === '/gone' ? 'DELETE' : 'GET', url });
  } finally {
    await app.close();
  }
}

const valid = { id: 'a', at: new Date('2026-11-24T08:00:00Z'), total: null };

describe('replySerializer', () => {
  it.each([true, false])(
    'writes a valid reply as JSON, times as ISO strings (check %s)',
    async (check) => {
      const res = await get(check, valid);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"id":"a","at":"2026-11-24T08:00:00.000Z","total":null}');
    },
  );

  it('checked: a reply that breaks its schema is a 500, not a wrong answer', async () => {
    expect((await get(true, { ...valid, total: 'muito' })).statusCode).toBe(500);
    expect((await get(true, { id: 'a' })).statusCode).toBe(500);
  });

  it('checked: a field the schema does not declare fails, even where zod would drop it', async () => {
    expect((await get(true, { ...valid, company_id: 'x' })).statusCode).toBe(500);
    expect((await get(true, { id: 'a', password: 'x' }, '/loose')).statusCode).toBe(500);
    expect((await get(true, { id: 'a' }, '/loose')).statusCode).toBe(200);
  });

  it('unchecked (production): only stringifies, so the tests above are what keep it exact', async () => {
    const res = await get(false, { id: 'a', extra: 1 }, '/loose');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a', extra: 1 });
  });

  it.each([true, false])(
    'sends JSON the database wrote as its text, parsed and checked where replies are (check %s)',
    async (check) => {
      const text = '{"id" : "a"}';
      const res = await get(check, new JsonText(text), '/loose');
      expect([res.statusCode, res.headers['content-type']]).toEqual([
        200,
        'application/json; charset=utf-8',
      ]);
      // Unchecked, the text goes out as written; checked, it is parsed and written again.
      expect(res.body).toBe(check ? '{"id":"a"}' : text);
      const undeclared = await get(check, new JsonText('{"id":"a","b":2}'), '/loose');
      expect(undeclared.statusCode).toBe(check ? 500 : 200);
    },
  );

  it.each([true, false])(
    'sends files as bytes and 204 without a body (check %s)',
    async (check) => {
      const pdf = await get(check, null, '/file');
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.body]).toEqual([
        200,
        'application/pdf',
        '%PDF-1.4 bytes',
      ]);
      const stream = await get(check, null, '/stream');
      expect([stream.statusCode, stream.headers['content-type'], stream.body]).toEqual([
        200,
        'image/jpeg',
        'jpeg',
      ]);
      const gone = await get(check, null, '/gone');
      expect([gone.statusCode, gone.body]).toEqual([204, '']);
    },
  );
});
