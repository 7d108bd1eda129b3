import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, operationAttachments } from '../db/schema/index.ts';
import { useAdminTestApp } from '../test/app.ts';
import { noisyPng } from '../test/images.ts';
import { sendForm } from '../test/multipart.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { callAs } from '../test/session.ts';

// Issue 35, item 6: one trial company stored 190 MB in 1,7 s. Each company has a storage quota
// (STORAGE_QUOTA_MB, or its own set by the platform admin) and an hourly upload rate
// (UPLOAD_LIMIT_PER_HOUR), here 1 MB and 6 uploads.
const clock = {
  at: new Date('2026-11-22T10:00:00-03:00'),
  now() {
    return this.at;
  },
};
const t = useAdminTestApp({ clock, env: { STORAGE_QUOTA_MB: '1', UPLOAD_LIMIT_PER_HOUR: '6' } });

const KB = 1024;
const MB = 1024 * KB;
const photo = (bytes: number, name = 'pista.jpg') => ({
  name,
  content: Buffer.alloc(bytes, 0xab),
  type: 'image/jpeg',
});

/** The files the app keeps (local storage under its DATA_DIR). */
const storedFiles = () => {
  try {
    return readdirSync(join(t.app.config.dataDir, 'files')).sort();
  } catch {
    return [];
  }
};

async function companyWithOperation(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const id = await newOperation(fly.owner, fly.complete);
  const attach = (file: ReturnType<typeof photo>) =>
    sendForm(
      t.app,
      { method: 'POST', url: `/api/operations/${id}/anexos`, cookie: fly.cookie },
      { tipo: 'foto' },
      file,
    );
  const logo = (content: Buffer) =>
    sendForm(
      t.app,
      { method: 'PUT', url: '/api/company/logo', cookie: fly.cookie },
      {},
      { name: 'logo.png', content, type: 'image/png' },
    );
  const use = async () =>
    (await fly.owner({ method: 'GET', url: '/api/company/armazenamento' })).json();
  return { ...fly, id, attach, logo, use };
}

const attachmentsOf = (companyId: string) =>
  t.db.select().from(operationAttachments).where(eq(operationAttachments.company_id, companyId));

describe('the storage quota of a company', () => {
  it('refuses a file that passes it (413 on the field), keeping nothing of it', async () => {
    const fly = await companyWithOperation();
    expect(await fly.use()).toEqual({ usado_bytes: 0, cota_bytes: MB });
    expect((await fly.attach(photo(600 * KB))).statusCode).toBe(201);
    const files = storedFiles();
    const refused = await fly.attach(photo(500 * KB, 'outra.jpg'));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({
      code: 'STORAGE_QUOTA_EXCEEDED',
      fields: {
        arquivo:
          'Este arquivo (0,5 MB) passa da cota de armazenamento da empresa (0,6 MB de 1 MB usados): remova arquivos que não precisa mais ou peça mais espaço ao suporte.',
      },
    });
    expect(storedFiles()).toEqual(files);
    expect(await attachmentsOf(fly.companyId)).toHaveLength(1);
    expect(await fly.use()).toEqual({ usado_bytes: 600 * KB, cota_bytes: MB });
    // What fits still goes in, up to the byte.
    expect((await fly.attach(photo(MB - 600 * KB))).statusCode).toBe(201);
    expect(await fly.use()).toEqual({ usado_bytes: MB, cota_bytes: MB });
    // Full: the logo is refused too, before anything of it is read.
    const logo = await fly.logo(await noisyPng(10));
    expect(logo.statusCode).toBe(413);
    expect(logo.json().error.fields.logo).toBe(
      'A cota de armazenamento da empresa está cheia (1 MB de 1 MB usados): remova arquivos que não precisa mais ou peça mais espaço ao suporte.',
    );
    expect(storedFiles()).toHaveLength(files.length + 1);
  });

  it('counts parallel uploads one after the other: no burst passes it', async () => {
    const fly = await companyWithOperation();
    const files = storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => fly.attach(photo(300 * KB, `foto-${i}.jpg`))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 413, 413]);
    expect(await attachmentsOf(fly.companyId)).toHaveLength(3);
    expect(storedFiles()).toHaveLength(files.length + 3);
    expect((await fly.use()).usado_bytes).toBe(900 * KB);
  });

  it("counts the logo's stored copy, giving back the one it replaces", async () => {
    const fly = await companyWithOperation();
    expect((await fly.logo(await noisyPng(500))).statusCode).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, fly.companyId));
    expect(row!.logo_size).toBeGreaterThan(300 * KB);
    expect((await fly.use()).usado_bytes).toBe(row!.logo_size);
    // Replacing it needs room for the new copy only: the old one goes.
    expect((await fly.logo(await noisyPng(500))).statusCode).toBe(200);
    expect((await fly.attach(photo(MB - row!.logo_size! - KB))).statusCode).toBe(201);
    const logoOf = async () =>
      (await t.db.select().from(companies).where(eq(companies.id, fly.companyId)))[0]!.logo_key;
    const [files, kept] = [storedFiles(), await logoOf()];
    // A larger copy than the one it replaces no longer fits.
    expect((await fly.logo(await noisyPng(560))).statusCode).toBe(413);
    expect(storedFiles()).toEqual(files);
    expect(await logoOf()).toBe(kept);
  });

  it('is set per company by the platform admin, who sees each one and its use', async () => {
    const fly = await companyWithOperation();
    const other = await companyWithOperation('dono@outra.com.br');
    expect((await fly.attach(photo(900 * KB))).statusCode).toBe(201);
    expect((await fly.attach(photo(200 * KB))).statusCode).toBe(413);
    const patch = (payload: object) =>
      callAs(t.app, t.admin, 'PATCH', `/api/admin/companies/${fly.companyId}`, payload);
    const bad = await patch({ storage_quota_mb: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['storage_quota_mb']);
    const raised = await patch({ storage_quota_mb: 2 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      storage_quota_mb: 2,
      armazenamento: { usado_bytes: 900 * KB, cota_bytes: 2 * MB },
    });
    expect((await fly.attach(photo(200 * KB))).statusCode).toBe(201);
    expect(await fly.use()).toEqual({ usado_bytes: 1100 * KB, cota_bytes: 2 * MB });
    // The other company keeps the platform's default.
    expect(await other.use()).toEqual({ usado_bytes: 0, cota_bytes: MB });
    const listed = (await callAs(t.app, t.admin, 'GET', '/api/admin/companies')).json().items;
    const byId = Object.fromEntries(
      listed.map((c: { id: string }) => [c.id, c] as const),
    ) as Record<string, { storage_quota_mb: number | null; armazenamento: object }>;
    expect(byId[fly.companyId]).toMatchObject({
      storage_quota_mb: 2,
      armazenamento: { usado_bytes: 1100 * KB, cota_bytes: 2 * MB },
    });
    expect(byId[other.companyId]).toMatchObject({
      storage_quota_mb: null,
      armazenamento: { usado_bytes: 0, cota_bytes: MB },
    });
    // Back to the default: null.
    expect((await patch({ storage_quota_mb: null })).json().armazenamento.cota_bytes).toBe(MB);
  });
});

describe('the upload rate of a company', () => {
  it('refuses uploads beyond the hourly limit (429, nothing kept), for that company only, until the hour ends', async () => {
    const fly = await companyWithOperation();
    const other = await companyWithOperation('dono@outra.com.br');
    for (let i = 0; i < 5; i++) expect((await fly.attach(photo(KB))).statusCode).toBe(201);
    expect((await fly.logo(await noisyPng(20))).statusCode).toBe(200);
    const files = storedFiles();
    const refused = [await fly.attach(photo(KB)), await fly.logo(await noisyPng(20))];
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('TOO_MANY_UPLOADS');
    }
    expect(storedFiles()).toEqual(files);
    expect(await attachmentsOf(fly.companyId)).toHaveLength(5);
    expect((await other.attach(photo(KB))).statusCode).toBe(201);
    const start = clock.at;
    try {
      clock.at = new Date(start.getTime() + 60 * 60_000 + 1);
      expect((await fly.attach(photo(KB))).statusCode).toBe(201);
    } finally {
      clock.at = start;
    }
  });
});
