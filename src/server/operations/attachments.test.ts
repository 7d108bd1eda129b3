import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationAttachments } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { sendForm } from '../test/multipart.ts';
import { startS3Server } from '../test/s3-server.ts';

const t = useTestDatabase();

/** Where the app keeps the files (its variables) and how a test sees what is kept there. */
const storages = [
  [
    'on local disk',
    async () => ({
      env: {},
      stored: (app: FastifyInstance) => {
        try {
          return readdirSync(join(app.config.dataDir, 'files'));
        } catch {
          return [];
        }
      },
      close: async () => undefined,
    }),
  ],
  [
    'in an S3 bucket',
    async () => {
      const s3 = await startS3Server();
      return { env: s3.env, stored: () => s3.keys(), close: () => s3.close() };
    },
  ],
] as const;

async function operationOf(app: FastifyInstance, email?: string) {
  const fly = await companyReadyToFly(app, email);
  const id = await newOperation(fly.owner, fly.complete);
  const upload = (fields: Record<string, string>, file?: Parameters<typeof sendForm>[3]) =>
    sendForm(
      app,
      { method: 'POST', url: `/api/operations/${id}/anexos`, cookie: fly.cookie },
      fields,
      file,
    );
  return { ...fly, id, upload };
}

describe.each(storages)('operation attachments %s', (_where, start) => {
  let app: FastifyInstance;
  let storage: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    storage = await start();
    app = await createTestApp(t.database, { env: storage.env });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });
  const storedFiles = async () => (await storage.stored(app)).length;

  it('stores a photo, lists it, downloads the same bytes and deletes it', async () => {
    const before = await storedFiles();
    const { owner, id, upload } = await operationOf(app);
    const photo = Buffer.from('\xff\xd8\xff foto da pista', 'latin1');
    const res = await upload(
      { tipo: 'foto' },
      { name: 'pista.jpg', content: photo, type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tipo: 'foto',
      nome_arquivo: 'pista.jpg',
      mime: 'image/jpeg',
      tamanho: photo.length,
    });
    const { anexos } = (await owner({ method: 'GET', url: `/api/operations/${id}/anexos` })).json();
    expect(anexos).toHaveLength(1);
    expect(await storedFiles()).toBe(before + 1);
    const download = await owner({
      method: 'GET',
      url: `/api/operations/${id}/anexos/${anexos[0].id}`,
    });
    expect(download.rawPayload.equals(photo)).toBe(true);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''pista.jpg");
    expect(
      (await owner({ method: 'DELETE', url: `/api/operations/${id}/anexos/${anexos[0].id}` }))
        .statusCode,
    ).toBe(204);
    expect(await t.db.select().from(operationAttachments)).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('answers a download whose file has left the storage with an error, not a file', async () => {
    const { owner, id, upload } = await operationOf(app);
    const log = { name: 'voo.log', content: Buffer.from('log'), type: 'text/plain' };
    const created = (await upload({ tipo: 'dgps' }, log)).json();
    const [row] = await t.db.select().from(operationAttachments);
    await app.storage.remove(row!.storage_key);
    const res = await owner({ method: 'GET', url: `/api/operations/${id}/anexos/${created.id}` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    [
      'a forbidden type',
      { tipo: 'outro' },
      { name: 'virus.exe', content: Buffer.from('MZ'), type: 'application/octet-stream' },
      'arquivo',
      'Tipo de arquivo não permitido: envie fotos, PDF, KML/KMZ, SHP/ZIP, CSV, TXT, LOG ou GPX.',
    ],
    [
      'a file over 20 MB',
      { tipo: 'dgps' },
      { name: 'voo.log', content: Buffer.alloc(20 * 1024 * 1024 + 1, 65), type: 'text/plain' },
      'arquivo',
      'Arquivo maior que 20 MB.',
    ],
    [
      'no kind',
      {},
      { name: 'voo.log', content: Buffer.from('x'), type: 'text/plain' },
      'tipo',
      'Escolha o tipo do anexo.',
    ],
    ['no file', { tipo: 'foto' }, undefined, 'arquivo', 'Escolha um arquivo.'],
  ] as const)(
    'answers 400 for %s, and keeps nothing',
    async (_case, fields, file, field, message) => {
      const before = await storedFiles();
      const { upload } = await operationOf(app);
      const res = await upload({ ...fields }, file && { ...file });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
      expect(await t.db.select().from(operationAttachments)).toEqual([]);
      expect(await storedFiles()).toBe(before);
    },
  );

  it("is 404 for another company's operation", async () => {
    const { id } = await operationOf(app);
    const other = await companyReadyToFly(app, 'dono@outra.com.br');
    expect(
      (await other.owner({ method: 'GET', url: `/api/operations/${id}/anexos` })).statusCode,
    ).toBe(404);
    const res = await sendForm(
      app,
      { method: 'POST', url: `/api/operations/${id}/anexos`, cookie: other.cookie },
      { tipo: 'foto' },
      { name: 'a.jpg', content: Buffer.from('x'), type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(404);
  });
});
